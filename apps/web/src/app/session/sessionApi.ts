import {
  API,
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
  me: async (): Promise<TUserMe> => ZUserMe.parse(await http.get(API.userMe)),
  expandConditions: async (source: TExpandSource): Promise<TExpandConditions> =>
    ZExpandConditions.parse(await http.get(API.expandConditions, { source })),
  tenant: async (platform: TPlatform): Promise<TTenant> =>
    ZTenant.parse(await http.get(API.userTenant, { target_platform: platform })),
  menu: async (): Promise<TMenuItem[]> => ZMenuItem.array().parse(await http.post(API.userMenu)),
  /** Silent: a failing logout must not stop the user from leaving. */
  logout: async (): Promise<void> => {
    await http.post(API.userLogout, undefined, { silent: true });
  },
};
