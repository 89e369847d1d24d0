import { APP_MENU, type TMenuItem } from '@notedesk/contract';

const join = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/** The absolute path of every menu entry, keyed by route name. */
export const menuPaths = (menu: readonly TMenuItem[] = APP_MENU, parent = ''): Map<string, string> => {
  const paths = new Map<string, string>();
  for (const item of menu) {
    const path = join(parent, item.path);
    paths.set(item.name, path);
    for (const [name, childPath] of menuPaths(item.children ?? [], path)) paths.set(name, childPath);
  }
  return paths;
};

/** The contract's path for a menu route name, so router and server menu cannot drift apart. */
export const menuPath = (name: string): string => {
  const path = menuPaths().get(name);
  if (!path) throw new Error(`No menu entry named ${name}`);
  return path;
};

/** Names from a menu entry down to `name` (the breadcrumb trail), or [] when absent. */
export const menuTrail = (name: string, menu: readonly TMenuItem[] = APP_MENU): TMenuItem[] => {
  for (const item of menu) {
    if (item.name === name) return [item];
    const below = menuTrail(name, item.children ?? []);
    if (below.length) return [item, ...below];
  }
  return [];
};
