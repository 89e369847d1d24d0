import {
  API,
  type TCreateStaffInput,
  type TRole,
  type TStaffAccount,
  ZStaffAccount,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const STAFF_QUERY_KEY = ['admin', 'users'] as const;

const staffPath = (id: number, action: 'disabled' | 'password' | 'role') =>
  `${API.adminUsers}/${id}/${action}`;

export const fetchStaff = async (): Promise<TStaffAccount[]> =>
  ZStaffAccount.array().parse(await http.get(API.adminUsers));

export const createStaff = async (input: TCreateStaffInput): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(API.adminUsers, input));

export const setStaffDisabled = async (id: number, disabled: boolean): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'disabled'), { disabled }));

export const resetStaffPassword = async (id: number, password: string): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'password'), { password }));

export const setStaffRole = async (id: number, role: TRole): Promise<TStaffAccount> =>
  ZStaffAccount.parse(await http.post(staffPath(id, 'role'), { role }));
