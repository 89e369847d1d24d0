import { ROLES, type TRole } from './domain';

/** The roles that may do one thing. */
export type TPermission = readonly TRole[];

const EVERYONE: TPermission = ROLES;
const MANAGERS: TPermission = ['manager', 'admin'];
const ADMINS: TPermission = ['admin'];

/**
 * Who may do what (DESIGN §6), by subject and action. The server's guard enforces these; the web app hides
 * what a role may not do with the same entries. What every signed-in user may do with the tenant's comments
 * (read, classify, reply, follow up, delete a post by note id) and with their own account has no entry:
 * those routes call `guard()` without one.
 */
export const PERMISSIONS = {
  notes: { read: EVERYONE, restore: MANAGERS, track: MANAGERS },
  trackingConfig: { read: EVERYONE, write: MANAGERS },
  imports: { run: MANAGERS },
  // Every role hands its lists on as spreadsheets (comments and notes).
  exports: { run: EVERYONE },
  classifier: { try: EVERYONE, retrain: MANAGERS },
  personas: { read: EVERYONE, write: MANAGERS },
  knowledge: { manage: MANAGERS },
  staff: { manage: ADMINS },
  llmSettings: { manage: ADMINS },
  feishuSettings: { manage: ADMINS },
  apiKeys: { manage: ADMINS },
  groupBot: { manage: ADMINS },
  alertRules: { manage: MANAGERS },
} as const;
