import { readByIdBatches } from '../../db/readByIdBatches';
import { changedLabelColumns } from './changedLabelColumns';
import type { ClassifierRepository } from './repository';
import type { TenantModels } from './tenantModels';

/** Comments read and classified per query: keeps memory flat on a tenant with a million comments. */
const BATCH = 5_000;

export type TenantRelabelReport = { tenantId: number; read: number; changed: number };

/**
 * After a release (migration 0034 and later relabel migrations mark `relabel_pending`): each marked tenant's
 * model-labelled comments are classified once by that tenant's own model, as trained now from the new seed set,
 * the new rules and its stored corrections, so its old comments and new ones share labels and the review flag.
 * Staff and LLM labels stay. Only changed rows are written; the mark is cleared when the tenant is done, so an
 * interrupted run starts that tenant again (it writes nothing twice: unchanged rows are skipped).
 */
export const relabelTenantModelComments = async (
  repository: Pick<
    ClassifierRepository,
    'tenantsPendingRelabel' | 'modelLabelledComments' | 'relabelComment' | 'clearRelabelPending'
  >,
  models: Pick<TenantModels, 'find'>,
): Promise<TenantRelabelReport[]> => {
  const reports: TenantRelabelReport[] = [];
  for (const tenantId of await repository.tenantsPendingRelabel()) {
    const model = await models.find(tenantId);
    const report = { tenantId, read: 0, changed: 0 };
    if (model) {
      await readByIdBatches(
        (afterId, limit) => repository.modelLabelledComments(tenantId, afterId, limit),
        BATCH,
        async (comments) => {
          if (comments.length === 0) return;
          report.read += comments.length;
          const labels = model.classifier.classifySync(
            comments.map((comment) => ({ text: comment.content })),
          );
          for (const [index, comment] of comments.entries()) {
            const label = labels[index];
            const columns = label && changedLabelColumns(comment, label);
            if (!columns) continue;
            await repository.relabelComment(tenantId, comment.id, columns);
            report.changed += 1;
          }
        },
      );
    }
    await repository.clearRelabelPending(tenantId);
    reports.push(report);
  }
  return reports;
};
