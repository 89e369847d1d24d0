import { menuForRole, type TMenuItem } from '@notedesk/contract';
import { useAppStore } from '@/app/stores/useAppStore';
import { useUserStore } from '@/app/stores/useUserStore';

/** The menu for the current role, from the server when that setting is on and it has loaded. */
export const useMenuTree = (): TMenuItem[] => {
  const role = useUserStore((state) => state.role);
  const menuFromServer = useAppStore((state) => state.menuFromServer);
  const serverMenu = useAppStore((state) => state.serverMenu);
  if (menuFromServer && serverMenu.length) return serverMenu;
  return role ? menuForRole(role) : [];
};
