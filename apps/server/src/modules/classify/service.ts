import {
  CLS_TYPES,
  CONTENT_TYPES,
  NEG_TYPES,
  SENTIMENTS,
  type TClassifierModel,
  type TClsType,
  type TContentType,
  type TNegType,
  type TSentiment,
  type TTrainingSetQuery,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { clash } from '../../http/AppError';
import { toIso } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { createClassifierRepository } from './repository';
import { type SeedComment, ZSeedComment } from './seed/seedComment';
import { storedHeldOut } from './storedHeldOut';
import { CORRECTION_WEIGHT, type TenantModels } from './tenantModels';
import { type TrainingRow, trainingSetFile } from './trainingSetFile';

type CorrectionRow = {
  content: string;
  cls_type: number | null;
  sentiment: string | null;
  neg_type: string | null;
  content_type: string | null;
};

/** Longest text a correction trains with (the seed schema's limit); the start of a comment says the most. */
const MAX_TEXT = 300;
const LEAD_CONTENT: readonly TContentType[] = [
  'purchase_consultation',
  'product_consultation',
  'purchase_intention',
];

/**
 * A staff correction as a training comment. Staff may have changed one label only (say cls_type), so the
 * others are made to agree with it the way the seed set's are: a complaint is negative with a neg_type
 * (`other` if none was set), a lead is not negative, an "other" comment is not about the product.
 */
export const toCorrection = (row: CorrectionRow): SeedComment | undefined => {
  const text = row.content.trim().slice(0, MAX_TEXT).trim();
  const cls_type = row.cls_type as TClsType;
  if (!text || !CLS_TYPES.includes(cls_type)) return undefined;
  const given = SENTIMENTS.includes(row.sentiment as TSentiment) ? (row.sentiment as TSentiment) : 'neutral';
  const sentiment: TSentiment =
    cls_type === 0 ? 'negative' : cls_type === 1 && given === 'negative' ? 'neutral' : given;
  const neg_type: TNegType | null =
    cls_type === 0
      ? NEG_TYPES.includes(row.neg_type as TNegType)
        ? (row.neg_type as TNegType)
        : 'other'
      : null;
  const content = CONTENT_TYPES.includes(row.content_type as TContentType)
    ? (row.content_type as TContentType)
    : undefined;
  const content_type: TContentType =
    cls_type === 100
      ? 'non_product'
      : cls_type === 1
        ? content && LEAD_CONTENT.includes(content)
          ? content
          : 'purchase_consultation'
        : (content ?? 'product_evaluation');
  const parsed = ZSeedComment.safeParse({ text, cls_type, sentiment, neg_type, content_type });
  return parsed.success ? parsed.data : undefined;
};

/** Newest correction of a text wins (rows come newest first). */
const corrections = (rows: readonly CorrectionRow[]): SeedComment[] => {
  const byText = new Map<string, SeedComment>();
  for (const row of rows) {
    const correction = toCorrection(row);
    if (correction && !byText.has(correction.text)) byText.set(correction.text, correction);
  }
  return [...byText.values()];
};

/** The tenant's classifier model: its figures, retraining from staff corrections, the training set export. */
export const createClassifierService = (deps: AppDeps, models: TenantModels) => {
  const repository = createClassifierRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  /**
   * What the audit log records of the model a retrain replaces: its stored figures (not the model itself, which
   * after a restart would mean training it again only to read them), else the seed model's.
   */
  const auditedModel = async (tenantId: number) => {
    const stored = await repository.find(tenantId);
    if (!stored) {
      const { source, corrections: count, held_out } = (await models.seed()).summary;
      return { source, corrections: count, held_out };
    }
    return {
      source: 'tenant' as const,
      corrections: Number(stored.correction_count),
      held_out: storedHeldOut(stored),
    };
  };

  // The retrain each tenant has training now.
  const retraining = new Map<number, Promise<TClassifierModel>>();
  const retrainNow = async (caller: AuthContext): Promise<TClassifierModel> => {
    const learnt = corrections(await repository.staffCorrections(caller.tenantId));
    if (learnt.length === 0) throw clash('classifierNoCorrections');
    const before = await auditedModel(caller.tenantId);
    const trained = await models.train(learnt);
    const at = deps.now();
    await repository.save({
      tenant_id: caller.tenantId,
      corrections: JSON.stringify(learnt),
      correction_count: trained.summary.corrections,
      examples: trained.summary.examples,
      training_ms: trained.summary.training_ms,
      held_out: JSON.stringify(trained.summary.held_out),
      trained_by: caller.userId,
      trained_at: at,
    });
    const stored = await repository.find(caller.tenantId);
    const model = {
      ...trained,
      summary: { ...trained.summary, trained_at: toIso(at), trained_by: stored?.trained_by_name ?? null },
    };
    models.remember(caller.tenantId, model, at);
    await audit.record({
      tenantId: caller.tenantId,
      userId: caller.userId,
      action: 'classifier.retrain',
      entity: 'classifier',
      entityId: caller.tenantId,
      before,
      after: {
        source: 'tenant',
        corrections: trained.summary.corrections,
        held_out: trained.summary.held_out,
      },
      at,
    });
    // The same count the model page shows: corrected comments, not the distinct texts trained on.
    return { ...model.summary, staff_corrections: await repository.countStaffCorrections(caller.tenantId) };
  };

  return {
    model: async (caller: AuthContext): Promise<TClassifierModel> => {
      const current = (await models.find(caller.tenantId)) ?? (await models.seed());
      return {
        ...current.summary,
        staff_corrections: await repository.countStaffCorrections(caller.tenantId),
      };
    },

    /**
     * Seed set + the tenant's staff corrections (weighted up) → the tenant's model, kept and used from now on.
     * A retrain asked for while the tenant's last one still trains gets that one's answer: clicking again
     * queues no more seconds of training.
     */
    retrain: (caller: AuthContext): Promise<TClassifierModel> => {
      const running = retraining.get(caller.tenantId);
      if (running) return running;
      const retrain = retrainNow(caller).finally(() => retraining.delete(caller.tenantId));
      retraining.set(caller.tenantId, retrain);
      return retrain;
    },

    /** What a retrain now would learn from: the seed train split and the tenant's current corrections. */
    trainingSet: async (caller: AuthContext, format: TTrainingSetQuery['format']) => {
      const rows: TrainingRow[] = [
        ...models.seedTraining().map((seed) => ({ ...seed, origin: 'seed' as const, weight: 1 })),
        ...models
          .usable(corrections(await repository.staffCorrections(caller.tenantId)))
          .map((correction) => ({
            ...correction,
            origin: 'staff' as const,
            weight: CORRECTION_WEIGHT,
          })),
      ];
      return trainingSetFile(rows, format);
    },
  };
};

export type ClassifierService = ReturnType<typeof createClassifierService>;
