import { Button, Layout } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { useT } from '@/app/i18n/useT';
import { useAppStore } from '@/app/stores/useAppStore';
import { AppMenu } from './AppMenu';
import { KeepAliveControllerProvider } from './KeepAliveController';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LayoutBreadcrumb } from './LayoutBreadcrumb';
import { LayoutFooter } from './LayoutFooter';
import { Navbar } from './Navbar';
import { RolePreviewBanner } from './RolePreviewBanner';
import { SettingsDrawer } from './SettingsDrawer';
import { TabBar } from './TabBar';
import { useMenuWidth } from './useMenuWidth';
import { useSideMenuCollapse } from './useSideMenuCollapse';
import { useTabSync } from './useTabSync';
import './DefaultLayout.css';

const COLLAPSED_MENU_WIDTH = 48;

/** The shared frame of the application routes: navbar, menu, tab bar, breadcrumb, page, footer. */
export const DefaultLayout = () => {
  const t = useT();
  const navbar = useAppStore((state) => state.navbar);
  const menu = useAppStore((state) => state.menu);
  const topMenu = useAppStore((state) => state.topMenu);
  const hideMenu = useAppStore((state) => state.hideMenu);
  const footer = useAppStore((state) => state.footer);
  const tabBar = useAppStore((state) => state.tabBar);
  const menuWidth = useMenuWidth();
  const [menuCollapse, setMenuCollapse] = useSideMenuCollapse();
  const updateSettings = useAppStore((state) => state.updateSettings);
  const scrollContainer = useRef<HTMLDivElement>(null);
  useTabSync();

  const showSideMenu = menu && !topMenu && !hideMenu;
  return (
    <KeepAliveControllerProvider>
      <div className="layout">
        {navbar ? (
          <header className="layout__navbar">
            <Navbar />
          </header>
        ) : null}
        <RolePreviewBanner />
        <div className="layout__body">
          {showSideMenu ? (
            <Layout.Sider
              className="layout__sider"
              collapsible
              collapsed={menuCollapse}
              collapsedWidth={COLLAPSED_MENU_WIDTH}
              width={menuWidth}
              onCollapse={setMenuCollapse}
            >
              <div className="layout__menu">
                <AppMenu mode="vertical" collapsed={menuCollapse} />
              </div>
            </Layout.Sider>
          ) : null}
          <main
            className={tabBar ? 'layout__main layout__main--tab-bar' : 'layout__main'}
            ref={scrollContainer}
          >
            {tabBar ? <TabBar /> : null}
            <div className="layout__page">
              <LayoutBreadcrumb />
              <KeepAliveOutlet scrollContainer={scrollContainer} />
            </div>
            {footer ? <LayoutFooter /> : null}
          </main>
        </div>
        {navbar ? null : (
          <Button
            className="layout__settings-fab"
            type="primary"
            shape="circle"
            size="large"
            icon={<IconSettings />}
            aria-label={t('settings.openButton')}
            onClick={() => updateSettings({ globalSettings: true })}
          />
        )}
        <SettingsDrawer />
      </div>
    </KeepAliveControllerProvider>
  );
};
