import {
  PATHS,
  type TChangePasswordInput,
  type TUserInfo,
  type TUserProfileInput,
  ZUserInfo,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const USER_INFO_QUERY_KEY = ['user', 'info'] as const;

export const fetchUserInfo = async (): Promise<TUserInfo> =>
  ZUserInfo.parse(await http.get(PATHS.account.info));

export const saveProfile = async (input: TUserProfileInput): Promise<TUserInfo> =>
  ZUserInfo.parse(await http.post(PATHS.account.profile, input));

/** The server signs out the user's other sessions. */
export const changePassword = async (input: TChangePasswordInput): Promise<void> => {
  await http.post(PATHS.account.password, input, { formFields: ['old_password', 'new_password'] });
};
