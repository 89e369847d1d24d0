import { Select } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useT } from '@/app/i18n/useT';
import { usePersonaList } from '../hooks/usePersonaList';
import { useChosenPersonaId, usePersonaChoice } from '../usePersonaChoice';

/** Picks the persona replies are generated with; the choice is remembered per user in this browser. */
export const PersonaPicker = () => {
  const t = useT();
  const personas = usePersonaList();
  const chosen = useChosenPersonaId();
  const choose = usePersonaChoice((state) => state.choose);

  // A remembered persona that was deleted meanwhile is forgotten, so generating does not fail on it.
  useEffect(() => {
    if (chosen !== null && personas.data && !personas.data.some((persona) => persona.id === chosen))
      choose(null);
  }, [chosen, personas.data, choose]);

  return (
    <Select
      size="small"
      showSearch
      style={{ width: 220 }}
      aria-label={t('personas.picker.label')}
      prefix={t('personas.picker.label')}
      loading={personas.isLoading}
      value={chosen ?? 0}
      onChange={(value: number) => choose(value === 0 ? null : value)}
      options={[
        { value: 0, label: t('personas.picker.none') },
        ...(personas.data ?? []).map((persona) => ({ value: persona.id, label: persona.name })),
      ]}
    />
  );
};
