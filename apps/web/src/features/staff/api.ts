import {
  fillPath,
  PATHS,
  type TCreateStaffInput,
  type TRole,
  type TStaffAccount,
  ZStaffAccount,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const STAFF_QUERY_KEY = ['admin', 'users'] as const;

const staffPath = (id: number, action: 'disabled' | 'password' | 'role') =>
  fillPath(PATHS.staff[action], { id });

export const fetchStaff = async (): Promise<TStaffAccount[]> =>
  ZStaffAccount.array().parse(await http.get(PATHS.staff.list));

export const createStaff = async (input: TCreateStaffInput): Promise<TStaffAccount> =>
  ZStaffAccount.parse(
    await http.post(PATHS.staff.create, input, { formFields: ['username', 'full_name', 'role', 'password'] }),
  );

export const setStaffDisabled = async (id: number, disabled: boolean): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'disabled'), { disabled }));

export const resetStaffPassword = async (id: number, password: string): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'password'), { password }, { formFields: ['password'] }));

export const setStaffRole = async (id: number, role: TRole): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'role'), { role }));
