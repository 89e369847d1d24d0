import type { AppDeps } from '../../deps';
import { newTenant, type TestTenant } from './newTenant';
import { newTrackingSetup, type TestTrackingSetup } from './newTrackingSetup';
import { newUser, type TestUser } from './newUser';

export type SeededTenant = TestTenant &
  TestTrackingSetup & {
    admin: TestUser;
    manager: TestUser;
    worker: TestUser;
  };

/**
 * The world most API tests start from (createTestApp's tenants A and B): a tenant with sheet tokens, an admin,
 * a manager and a worker (`${prefix}-admin`, …), and newTrackingSetup's accounts, brands, products and keywords.
 * A test that needs less (or other) makes it with the factories beside this file.
 */
export const seedTenant = async (deps: AppDeps, prefix: string, name: string): Promise<SeededTenant> => {
  const tenant = await newTenant(deps, {
    name,
    outputSheetToken: `${prefix}-out-sheet`,
    knowledgeSheetToken: `${prefix}-know-sheet`,
  });
  const staff = (role: TestUser['role']) =>
    newUser(deps, {
      tenantId: tenant.id,
      role,
      username: `${prefix}-${role}`,
      fullName: `${prefix.toUpperCase()} ${role}`,
    });
  const admin = await staff('admin');
  const manager = await staff('manager');
  const worker = await staff('worker');
  const setup = await newTrackingSetup(deps, tenant.id, prefix);
  return { ...tenant, ...setup, admin, manager, worker };
};
