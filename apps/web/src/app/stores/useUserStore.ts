import type { TRole, TUserMe } from '@notedesk/contract';
import { create } from 'zustand';

type UserState = {
  user: TUserMe | null;
  /**
   * The role the console is shown for: the user's own, or the one previewed through "switch roles".
   * '' until the profile is loaded; the guards use it as "session ready".
   */
  role: TRole | '';
  setUser: (user: TUserMe) => void;
  /**
   * Spec §4: a local flip between worker and manager (an admin lands on worker). Only a preview of what that
   * role sees: the server keeps enforcing the user's own role (`user.role`).
   */
  switchRoles: () => TRole;
  /** Back to the user's own role. */
  endRolePreview: () => void;
  reset: () => void;
};

export const useUserStore = create<UserState>()((set, get) => ({
  user: null,
  role: '',
  setUser: (user) => set({ user, role: user.role }),
  switchRoles: () => {
    const role: TRole = get().role === 'worker' ? 'manager' : 'worker';
    set({ role });
    return role;
  },
  endRolePreview: () => set({ role: get().user?.role ?? '' }),
  reset: () => set({ user: null, role: '' }),
}));
