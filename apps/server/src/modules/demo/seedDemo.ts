import type { DatabaseHandle } from '../../db/createDb';
import { hashPassword } from '../auth/passwordHasher';
import { noteMatchChanges } from '../imports/noteMatchChanges';
import { createImportRepository } from '../imports/repository';
import { createDemoContentRepository } from './demoContentRepository';
import { createDemoSetupRepository } from './demoSetupRepository';
import { demoStaff } from './demoStaff';
import { DEMO_TENANT_NAME } from './demoTenant';
import { seedDemoContent } from './seedDemoContent';

export type DemoSeedResult = { tenantId: number; created: boolean; notes: number; comments: number };

/** Another tenant seeded the demo's way (e.g. one per browser test file): its name and staff usernames. */
export type DemoSeedTarget = {
  tenantName: string;
  usernamePrefix?: string;
  /** false: the tracking and reply setup only, no notes or comments (an eval imports its own). */
  content?: boolean;
};

/**
 * Seeds the demo tenant: users, accounts, brands, products, keywords, then notes and comments, each note
 * matched to the tracking setup by the rule imports use (so changing the setup later moves only what the
 * change concerns). Idempotent.
 */
export const seedDemo = async (
  { db, dialect }: DatabaseHandle,
  now: number,
  target: DemoSeedTarget = { tenantName: DEMO_TENANT_NAME },
): Promise<DemoSeedResult> => {
  const { tenantName } = target;
  const existingId = await createDemoSetupRepository(db).findTenantId(tenantName);
  if (existingId !== undefined) return { tenantId: existingId, created: false, notes: 0, comments: 0 };

  const staff = demoStaff(target.usernamePrefix);
  const passwordHashes = await Promise.all(staff.map((user) => hashPassword(user.password)));
  const users = staff.map((user, index) => ({
    username: user.username,
    passwordHash: passwordHashes[index]!,
    role: user.role,
    fullName: user.fullName,
    profile: user.profile,
  }));
  return db.transaction().execute(async (trx) => {
    const setup = createDemoSetupRepository(trx);
    const tenantId = await setup.insertTenant(tenantName, users, now);
    const content =
      target.content === false
        ? { notes: 0, comments: 0 }
        : await seedDemoContent(createDemoContentRepository(trx), tenantId, now);
    const rows = createImportRepository(trx, dialect);
    const { changes } = await noteMatchChanges(rows, tenantId);
    await rows.applyMatches(tenantId, changes, now);
    await setup.insertReplySetup(tenantId, now);
    return { tenantId, created: true, ...content };
  });
};
