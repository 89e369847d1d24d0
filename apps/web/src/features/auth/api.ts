import { PATHS, type TTokenResponse } from '@notedesk/contract';
import { http } from '@/app/http/http';

/** POST /api/token with the OAuth2 password form (spec §7). Silent: the form shows the failure. */
export const requestToken = async (username: string, password: string): Promise<Partial<TTokenResponse>> => {
  const form = new URLSearchParams({
    username,
    password,
    grant_type: '',
    scope: '',
    client_id: '',
    client_secret: '',
  });
  return http.post<Partial<TTokenResponse>>(PATHS.auth.token, form, { silent: true });
};
