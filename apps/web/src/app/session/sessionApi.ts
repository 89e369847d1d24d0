import {
  PATHS,
  type TExpandConditions,
  type TExpandSource,
  type TMenuItem,
  type TPlatform,
  type TTenant,
  type TUserMe,
  ZExpandConditions,
  ZMenuItem,
  ZTenant,
  ZUserMe,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

/** The calls the shell makes for the signed-in session (spec §7). */
export const sessionApi = {
  me: async (): Promise<TUserMe> => ZUserMe.parse(await http.get(PATHS.account.me)),
  expandConditions: async (source: TExpandSource): Promise<TExpandConditions> =>
    ZExpandConditions.parse(await http.get(PATHS.tenant.expandConditions, { source })),
  tenant: async (platform: TPlatform): Promise<TTenant> =>
    ZTenant.parse(await http.get(PATHS.tenant.tenant, { target_platform: platform })),
  menu: async (): Promise<TMenuItem[]> => ZMenuItem.array().parse(await http.post(PATHS.account.menu)),
  /** Silent: a failing logout must not stop the user from leaving. */
  logout: async (): Promise<void> => {
    await http.post(PATHS.account.logout, undefined, { silent: true });
  },
};
