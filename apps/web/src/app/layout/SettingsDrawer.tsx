import { Alert, Drawer, Message, Switch } from '@arco-design/web-react';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';
import { loadServerMenu } from '@/app/menu/loadServerMenu';
import { type DisplaySettings, pickSettings, useAppStore } from '@/app/stores/useAppStore';
import { copyText } from '@/app/ui/copyText';
import { MenuWidthInput } from './MenuWidthInput';
import './SettingsDrawer.css';

type Toggle = keyof Pick<
  DisplaySettings,
  'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak'
>;

const CONTENT_TOGGLES: Array<{ key: Toggle; label: MessageKey }> = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
  { key: 'topMenu', label: 'settings.topMenu' },
  { key: 'footer', label: 'settings.footer' },
  { key: 'tabBar', label: 'settings.tabBar' },
  { key: 'menuFromServer', label: 'settings.menuFromServer' },
];

/** Spec §2 global settings drawer (width 300); every change applies at once and is saved. */
export const SettingsDrawer = () => {
  const t = useT();
  const state = useAppStore();
  const { globalSettings, updateSettings, clearServerMenu } = state;

  const onToggle = (key: Toggle, value: boolean) => {
    updateSettings({ [key]: value });
    if (key === 'menuFromServer') {
      if (value) void loadServerMenu();
      else clearServerMenu();
    }
  };

  const copySettings = async () => {
    if (await copyText(JSON.stringify(pickSettings(useAppStore.getState()), null, 2)))
      Message.success(t('settings.copySettings.success'));
    else Message.error(t('settings.copySettings.failed'));
  };

  const row = (key: Toggle, label: MessageKey) => (
    <div className="settings__row" key={key}>
      <span>{t(label)}</span>
      <Switch
        size="small"
        aria-label={t(label)}
        checked={state[key]}
        onChange={(value) => onToggle(key, value)}
      />
    </div>
  );

  return (
    <Drawer
      width={300}
      title={t('settings.title')}
      visible={globalSettings}
      okText={t('settings.copySettings')}
      cancelText={t('settings.close')}
      onOk={() => void copySettings()}
      onCancel={() => updateSettings({ globalSettings: false })}
      unmountOnExit
    >
      <section className="settings__section">
        <h5 className="settings__heading">{t('settings.content')}</h5>
        {CONTENT_TOGGLES.map((item) => row(item.key, item.label))}
        <div className="settings__row">
          <span>{t('settings.menuWidth')}</span>
          <MenuWidthInput />
        </div>
      </section>
      <section className="settings__section">
        <h5 className="settings__heading">{t('settings.otherSettings')}</h5>
        {row('colorWeak', 'settings.colorWeak')}
      </section>
      <Alert content={t('settings.alertContent')} />
    </Drawer>
  );
};
