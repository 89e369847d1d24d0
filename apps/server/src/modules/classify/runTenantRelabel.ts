import type { DatabaseHandle } from '../../db/createDb';
import { createClassifierTrainer } from './createClassifierTrainer';
import { relabelTenantModelComments, type TenantRelabelReport } from './relabelTenantModelComments';
import { createClassifierRepository } from './repository';
import { createTenantModels } from './tenantModels';

/**
 * The relabel a release leaves pending for tenants with their own model (see `relabelTenantModelComments`), with
 * its own trainer: on a worker thread for the server's primary process (it keeps supervising meanwhile), on this
 * thread for the CLI. Nothing pending (every new install): no model is trained.
 */
export const runTenantRelabel = async (
  db: DatabaseHandle['db'],
  options: { inline?: boolean } = {},
): Promise<TenantRelabelReport[]> => {
  const repository = createClassifierRepository(db);
  if ((await repository.tenantsPendingRelabel()).length === 0) return [];
  const trainer = createClassifierTrainer({ inline: options.inline });
  try {
    return await relabelTenantModelComments(repository, createTenantModels(repository, trainer));
  } finally {
    await trainer.close();
  }
};
