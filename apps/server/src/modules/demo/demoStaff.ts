import { DEMO_USERS } from './demoTenant';

/** The demo staff, their usernames prefixed (`spec-admin`) when a prefix is given. */
export const demoStaff = (usernamePrefix?: string) =>
  DEMO_USERS.map((user) => ({
    ...user,
    username: usernamePrefix ? `${usernamePrefix}-${user.role}` : user.username,
  }));
