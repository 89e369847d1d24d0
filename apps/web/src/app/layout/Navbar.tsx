import { Avatar, Button, Dropdown, Menu, Message, Select, Tooltip } from '@arco-design/web-react';
import {
  IconExport,
  IconFullscreen,
  IconFullscreenExit,
  IconLanguage,
  IconMoonFill,
  IconSettings,
  IconSunFill,
  IconSwap,
  IconUser,
} from '@arco-design/web-react/icon';
import { PLATFORMS, type TPlatform } from '@notedesk/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_NAMES } from '@/app/i18n/languageNames';
import type { Locale } from '@/app/i18n/messages';
import { t as translateNow } from '@/app/i18n/t';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { loginRedirectUrl, matchAppRoute } from '@/app/router/routeLookup';
import { logout } from '@/app/session/logout';
import { platformStorage } from '@/app/session/platformStorage';
import { sessionApi } from '@/app/session/sessionApi';
import { useAppStore } from '@/app/stores/useAppStore';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { MessageBox } from '@/features/messages/components/MessageBox';
import { AppMenu } from './AppMenu';
import { Logo } from './Logo';
import './Navbar.css';

const useFullscreen = (): [boolean, () => void] => {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  };
  return [full, toggle];
};

/** Top bar: logo, platform, language, theme, full screen, messages, settings and the user menu. */
export const Navbar = () => {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocaleStore((state) => state.locale);
  const changeLocale = useLocaleStore((state) => state.changeLocale);
  const theme = useAppStore((state) => state.theme);
  const topMenu = useAppStore((state) => state.topMenu);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const updateSettings = useAppStore((state) => state.updateSettings);
  const user = useUserStore((state) => state.user);
  const role = useUserStore((state) => state.role);
  const switchRoles = useUserStore((state) => state.switchRoles);
  const setTenant = useTenantStore((state) => state.setTenant);
  const [platform, setPlatform] = useState<TPlatform>(platformStorage.get);
  const [fullscreen, toggleFullscreen] = useFullscreen();

  const onLocale = (next: Locale) => {
    // Spec §4: only a different locale is applied, saved and confirmed.
    if (changeLocale(next)) Message.success(translateNow('navbar.languageChanged'));
  };

  const onPlatform = async (next: TPlatform) => {
    try {
      setTenant(await sessionApi.tenant(next));
    } catch {
      return; // The HTTP client already told the user why; the platform stays as it was.
    }
    platformStorage.set(next);
    setPlatform(next);
    Message.success(t('navbar.platformChanged', { platform: t(`platform.${next}`) }));
  };

  const onUserAction = async (key: string) => {
    if (key === 'userInfo') navigate('/user/info');
    else if (key === 'userSetting') navigate('/user/setting');
    else if (key === 'switchRoles') {
      const next = switchRoles();
      Message.success(t('navbar.user.switchRolesDone', { role: t(`role.${next}`) }));
    } else if (key === 'logout') {
      const target = loginRedirectUrl(matchAppRoute(location.pathname), location.search);
      await logout();
      navigate(target);
    }
  };

  const userMenu = (
    <Menu onClickMenuItem={(key) => void onUserAction(key)}>
      <Menu.Item key="userInfo">
        <IconUser className="navbar__menu-icon" />
        {t('navbar.user.userCenter')}
      </Menu.Item>
      <Menu.Item key="userSetting">
        <IconSettings className="navbar__menu-icon" />
        {t('navbar.user.userSettings')}
      </Menu.Item>
      <Menu.Item key="switchRoles">
        <IconSwap className="navbar__menu-icon" />
        {t('navbar.user.switchRoles')}
      </Menu.Item>
      <Menu.Item key="logout">
        <IconExport className="navbar__menu-icon" />
        {t('navbar.user.logout')}
      </Menu.Item>
    </Menu>
  );

  const displayName = user?.full_name || user?.username || '';
  return (
    <div className="navbar">
      <div className="navbar__left">
        <Logo />
      </div>
      {topMenu ? (
        <div className="navbar__center">
          <AppMenu mode="horizontal" />
        </div>
      ) : (
        <div className="navbar__center" />
      )}
      <ul className="navbar__right">
        <li>
          <Select
            aria-label={t('platform.label')}
            className="navbar__platform"
            value={platform}
            onChange={(value: TPlatform) => void onPlatform(value)}
            options={PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))}
            triggerProps={{ autoAlignPopupWidth: true }}
          />
        </li>
        <li>
          <Dropdown
            droplist={
              <Menu selectedKeys={[locale]} onClickMenuItem={(key) => onLocale(key as Locale)}>
                {LANGUAGE_NAMES.map((item) => (
                  <Menu.Item key={item.value}>{item.label}</Menu.Item>
                ))}
              </Menu>
            }
            position="br"
          >
            <Button
              aria-label={t('navbar.language')}
              className="navbar__icon-button"
              shape="circle"
              icon={<IconLanguage />}
            />
          </Dropdown>
        </li>
        <li>
          <Tooltip content={theme === 'light' ? t('navbar.theme.toDark') : t('navbar.theme.toLight')}>
            <Button
              aria-label={theme === 'light' ? t('navbar.theme.toDark') : t('navbar.theme.toLight')}
              className="navbar__icon-button"
              shape="circle"
              icon={theme === 'light' ? <IconMoonFill /> : <IconSunFill />}
              onClick={toggleTheme}
            />
          </Tooltip>
        </li>
        <li>
          <Tooltip content={fullscreen ? t('navbar.screen.toExit') : t('navbar.screen.toFull')}>
            <Button
              aria-label={fullscreen ? t('navbar.screen.toExit') : t('navbar.screen.toFull')}
              className="navbar__icon-button"
              shape="circle"
              icon={fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
              onClick={toggleFullscreen}
            />
          </Tooltip>
        </li>
        <li>
          <MessageBox />
        </li>
        <li>
          <Tooltip content={t('navbar.settings')}>
            <Button
              aria-label={t('navbar.settings')}
              className="navbar__icon-button"
              shape="circle"
              icon={<IconSettings />}
              onClick={() => updateSettings({ globalSettings: true })}
            />
          </Tooltip>
        </li>
        <li>
          <Dropdown droplist={userMenu} position="br">
            <button type="button" className="navbar__user" aria-label={t('navbar.user.userCenter')}>
              <Avatar size={32} className="navbar__avatar">
                {displayName.slice(0, 1).toUpperCase()}
              </Avatar>
              <span className="navbar__user-name">{displayName}</span>
              {role ? <span className="navbar__user-role">{t(`role.${role}`)}</span> : null}
            </button>
          </Dropdown>
        </li>
      </ul>
    </div>
  );
};
