import { Menu } from '@arco-design/web-react';
import {
  IconApps,
  IconBulb,
  IconEye,
  IconFile,
  IconStorage,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import type { TMenuItem } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';
import { menuPaths, menuTrail } from '@/app/router/menuPath';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';
import { useTabBarStore } from '@/app/stores/useTabBarStore';
import { MenuLabel } from './MenuLabel';
import { menuTarget } from './menuTarget';
import { useMenuTree } from './useMenuTree';

const ICONS: Record<string, ReactNode> = {
  IconFile: <IconFile />,
  IconEye: <IconEye />,
  IconBulb: <IconBulb />,
  IconStorage: <IconStorage />,
  IconUserGroup: <IconUserGroup />,
};

type AppMenuProps = { mode: 'vertical' | 'horizontal'; collapsed?: boolean };

/** The names of the entries that hold others (the groups), at every level. */
const groupNames = (items: readonly TMenuItem[]): string[] =>
  items.flatMap((item) => (item.children?.length ? [item.name, ...groupNames(item.children)] : []));

/** The console menu (side or top), labels translated, the current page's entry highlighted. */
export const AppMenu = ({ mode, collapsed }: AppMenuProps) => {
  const t = useT();
  const navigate = useNavigate();
  const tree = useMenuTree();
  const { route } = useCurrentRoute();
  const tagList = useTabBarStore((state) => state.tagList);
  const paths = menuPaths(tree);
  const selected = route ? (route.meta.activeMenu ?? route.name) : '';
  const openKeys = menuTrail(selected, tree)
    .slice(0, -1)
    .map((item) => item.name);

  const label = (item: TMenuItem) => t(item.locale as MessageKey);
  const icon = (item: TMenuItem) => (item.icon ? (ICONS[item.icon] ?? <IconApps />) : null);
  const renderItems = (items: readonly TMenuItem[], depth: number): ReactNode =>
    [...items]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((item) =>
        item.children?.length ? (
          <Menu.SubMenu
            key={item.name}
            title={
              <span className="app-menu__title">
                {icon(item)}
                <MenuLabel text={label(item)} />
              </span>
            }
          >
            {renderItems(item.children, depth + 1)}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={item.name}>
            <span className="app-menu__title">
              {depth === 0 ? icon(item) : null}
              <MenuLabel text={label(item)} />
            </span>
          </Menu.Item>
        ),
      );

  return (
    <Menu
      mode={mode === 'horizontal' ? 'horizontal' : 'vertical'}
      collapse={collapsed}
      selectedKeys={[selected]}
      // The side menu starts with every group open. (Arco's autoOpen only does so when the menu renders a
      // second time after mounting, which it no longer reliably does.)
      defaultOpenKeys={mode === 'vertical' ? groupNames(tree) : openKeys}
      accordion={false}
      onClickMenuItem={(key) => {
        const path = paths.get(key);
        if (path) navigate(menuTarget(key, path, tagList));
      }}
      style={{ width: '100%' }}
    >
      {renderItems(tree, 0)}
    </Menu>
  );
};
