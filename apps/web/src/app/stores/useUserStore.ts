import type { TRole, TUserMe } from '@notedesk/contract';
import { create } from 'zustand';

type UserState = {
  user: TUserMe | null;
  /** '' until the profile is loaded; the guards use it as "session ready". */
  role: TRole | '';
  setUser: (user: TUserMe) => void;
  /** Spec §4: a local flip between worker and manager (an admin lands on worker). */
  switchRoles: () => TRole;
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
  reset: () => set({ user: null, role: '' }),
}));
