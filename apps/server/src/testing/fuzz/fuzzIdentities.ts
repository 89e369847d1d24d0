import { ZCreatedApiKey, ZTokenResponse, ZUserMe } from '@notedesk/contract';
import { createAuthService } from '../../modules/auth/service';
import { createStaffService } from '../../modules/staff/service';
import type { TestUser } from '../factories/newUser';
import { postTokenForm, type TestApp } from '../testApp';
import type { Identity } from './fuzzRequest';

type Staff = 'admin' | 'manager' | 'worker';

export type FuzzIdentities = {
  /** A request changed something (any successful write): check each identity again before its next use. */
  changed: () => void;
  /** The headers that make a request come from `identity`; a staff session still valid, an API key not revoked. */
  headers: (identity: Identity, forgedToken: string) => Promise<Record<string, string>>;
};

/**
 * The seeded tenant's admin, manager and worker, and an API key of its own, kept usable while the fuzzer
 * logs them out, disables them, demotes them, resets their passwords or revokes the key: after any successful
 * write each is checked before its next use and put back (account repaired, fresh login) when it no longer works.
 */
export const createFuzzIdentities = (t: TestApp): FuzzIdentities => {
  const tokens = new Map<Staff, string>();
  // The test app is the app's dependencies too (db, dialect, config, clock, log).
  const staffService = createStaffService(t, createAuthService(t));
  let logins = 0;
  /** Identities a successful change since their last check may have broken. */
  const unsure = new Set<Staff | 'apiKey'>();
  let apiKey: { id: number; key: string } | undefined;

  const stillWorks = async (user: TestUser, token: string): Promise<boolean> => {
    const response = await t.api(token).get('/api/user/me');
    if (response.status !== 200) return false;
    const me = ZUserMe.parse((response.body as { data: unknown }).data);
    return me.role === user.role && !me.disabled;
  };

  /** Puts the account back (role, enabled, and the password only if the login fails) and logs in afresh. */
  const repairAndLogin = async (user: TestUser): Promise<string> => {
    await t.db.updateTable('users').set({ role: user.role, disabled: 0 }).where('id', '=', user.id).execute();
    logins += 1;
    // An address of its own: the fuzzed logins may have used up the throttle of the default one.
    const from = { remoteAddress: `203.0.113.${logins % 250}` };
    const form = { username: user.username, password: user.password, grant_type: 'password' };
    const login = await postTokenForm(t.app, form, from);
    if (login.status === 200) return ZTokenResponse.parse(login.body).access_token;
    await staffService.system.resetPassword(user.tenantId, user.id, user.password, null);
    return t.login(user.username, user.password, from);
  };

  const staffToken = async (role: Staff): Promise<string> => {
    const user = t.a[role];
    const token = tokens.get(role);
    if (token !== undefined && !unsure.has(role)) return token;
    unsure.delete(role);
    if (token !== undefined && (await stillWorks(user, token))) return token;
    const fresh = await repairAndLogin(user);
    tokens.set(role, fresh);
    return fresh;
  };

  const liveApiKey = async (): Promise<string> => {
    if (apiKey !== undefined && !unsure.has('apiKey')) return apiKey.key;
    unsure.delete('apiKey');
    if (apiKey !== undefined) {
      const row = await t.db
        .selectFrom('api_keys')
        .select('revoked_at')
        .where('id', '=', apiKey.id)
        .executeTakeFirst();
      if (row && row.revoked_at === null) return apiKey.key;
    }
    const response = await t
      .api(await staffToken('admin'))
      .post('/api/admin/api-keys', { name: 'fuzz crawler' });
    const created = ZCreatedApiKey.parse((response.body as { data: unknown }).data);
    apiKey = { id: created.id, key: created.key };
    return created.key;
  };

  return {
    changed: () => {
      for (const identity of ['admin', 'manager', 'worker', 'apiKey'] as const) unsure.add(identity);
    },
    headers: async (identity, forgedToken): Promise<Record<string, string>> => {
      switch (identity) {
        case 'anonymous':
          return {};
        case 'forged':
          return { authorization: `Bearer ${forgedToken}` };
        case 'apiKey':
          return { 'x-api-key': await liveApiKey() };
        default:
          return { authorization: `Bearer ${await staffToken(identity)}` };
      }
    },
  };
};
