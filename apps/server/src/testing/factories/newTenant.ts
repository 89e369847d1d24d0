import type { AppDeps } from '../../deps';
import { createTenantRepository } from '../../modules/tenant/repository';
import { uniqueName } from './uniqueName';

export type TestTenant = { id: number; name: string };

export type TenantOverrides = {
  name?: string;
  /** The sheet tokens the tenant's settings show (default: none). */
  outputSheetToken?: string;
  knowledgeSheetToken?: string;
};

/** An empty tenant (no staff, no tracking setup), made as the CLI's `tenant create` makes it. */
export const newTenant = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: TenantOverrides = {},
): Promise<TestTenant> => {
  const tenant = await createTenantRepository(deps.db).insert(
    overrides.name ?? uniqueName('tenant'),
    deps.now(),
  );
  const { outputSheetToken, knowledgeSheetToken } = overrides;
  if (outputSheetToken !== undefined || knowledgeSheetToken !== undefined)
    await deps.db
      .updateTable('tenants')
      .set({
        ...(outputSheetToken !== undefined ? { output_sheet_token: outputSheetToken } : {}),
        ...(knowledgeSheetToken !== undefined ? { knowledge_sheet_token: knowledgeSheetToken } : {}),
      })
      .where('id', '=', tenant.id)
      .execute();
  return { id: tenant.id, name: tenant.name };
};
