import { InputNumber } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { clampMenuWidth, MENU_WIDTH_MAX, MENU_WIDTH_MIN } from '@/app/stores/clampMenuWidth';
import { useAppStore } from '@/app/stores/useAppStore';
import { useMenuWidth } from './useMenuWidth';

/**
 * The menu width of the settings drawer. Typing only edits the field (the menu does not jump at every key);
 * Enter, leaving the field and the steppers apply the width, brought within the bounds, and the field then
 * shows the width the menu really has.
 */
export const MenuWidthInput = () => {
  const t = useT();
  const menuWidth = useMenuWidth();
  const updateSettings = useAppStore((state) => state.updateSettings);
  const [draft, setDraft] = useState<number | undefined>(menuWidth);
  useEffect(() => setDraft(menuWidth), [menuWidth]);

  const apply = (value: number | undefined) => {
    const width = clampMenuWidth(value, menuWidth);
    setDraft(width);
    updateSettings({ menuWidth: width });
  };

  return (
    <InputNumber
      size="small"
      aria-label={t('settings.menuWidth')}
      style={{ width: 80 }}
      min={MENU_WIDTH_MIN}
      max={MENU_WIDTH_MAX}
      precision={0}
      value={draft}
      onChange={(value, reason) => {
        if (reason === 'increase' || reason === 'decrease') apply(value);
        else setDraft(value);
      }}
      onBlur={() => apply(draft)}
      onKeyDown={(event) => {
        // Enter leaves the field, which applies it: the field stops showing what was typed and shows the width.
        if ((event as KeyboardEvent).key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
};
