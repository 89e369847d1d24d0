import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/createDb';
import { createDemoSetupRepository } from './demoSetupRepository';
import { demoStaff } from './demoStaff';
import { DEMO_TENANT_NAME } from './demoTenant';
import { seedDemo } from './seedDemo';

/** Logins a person can use right away, for the start-up banner. */
export const demoLoginLines = (usernamePrefix?: string): string[] =>
  demoStaff(usernamePrefix).map((user) => `  ${user.role.padEnd(8)} ${user.username} / ${user.password}`);

const printDemoLogins = (heading: string) =>
  console.log(['', `${heading} (tenant ${DEMO_TENANT_NAME}):`, ...demoLoginLines(), ''].join('\n'));

/**
 * On first start (no tenant yet) seeds the demo tenant; SEED_DEMO=false turns it off, true forces it.
 * Whenever the demo tenant is there, the start-up output shows its logins.
 */
export const seedDemoIfEmpty = async (database: DatabaseHandle, config: Config, log: FastifyBaseLogger) => {
  if (config.seedDemo === 'false') return;
  const setup = createDemoSetupRepository(database.db);
  if (!(await setup.anyTenant()) || config.seedDemo === 'true') {
    const started = Date.now();
    const result = await seedDemo(database, Date.now());
    if (result.created) {
      log.info(
        { notes: result.notes, comments: result.comments, ms: Date.now() - started },
        'seeded the demo tenant',
      );
      printDemoLogins('Demo logins');
      return;
    }
  }
  if ((await setup.findTenantId(DEMO_TENANT_NAME)) !== undefined)
    printDemoLogins('Demo logins, unless their passwords were changed');
};
