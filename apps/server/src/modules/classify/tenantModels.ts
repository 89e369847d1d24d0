import type { TClassifierModel } from '@notedesk/contract';
import type { ClassifierTrainer } from './createClassifierTrainer';
import { type CommentReader, createCommentReader } from './createCommentReader';
import { createEmbeddedClassifier, type EmbeddedClassifier } from './createEmbeddedClassifier';
import type { ClassifierRepository, StoredTenantClassifier } from './repository';
import { safeJson } from './safeJson';
import { type SeedComment, ZSeedComment } from './seed/seedComment';
import { seedComments } from './seed/seedComments';
import { splitSeed } from './seed/splitSeed';
import { storedHeldOut } from './storedHeldOut';
import type { TrainedClassifier } from './trainClassifier';

/** A staff correction counts as this many seed comments: the tenant's own wording should win. */
export const CORRECTION_WEIGHT = 3;

/** A trained model and what the classifier page shows about it (without the live correction count). */
export type TenantModel = {
  classifier: EmbeddedClassifier;
  summary: Omit<TClassifierModel, 'staff_corrections'>;
};

export type TenantModels = {
  /** The shipped model (seed train split), trained once (on the trainer's thread). */
  seed: () => Promise<TenantModel>;
  /**
   * The tenant's own model if it retrained; trained again from its stored snapshot at first use after a start,
   * and again when another server process has retrained it since (checked every `recheckMs`).
   */
  find: (tenantId: number) => Promise<TenantModel | undefined>;
  /** The seed train split, what every model learns from first. */
  seedTraining: () => readonly SeedComment[];
  /** Corrections a retrain learns from: those whose text is not in the held-out split. */
  usable: (corrections: readonly SeedComment[]) => SeedComment[];
  /** Trains a model from the seed train split plus these corrections (not kept until `remember`). */
  train: (corrections: readonly SeedComment[]) => Promise<TenantModel>;
  /** Keeps the model this process just trained, stored with `trainedAt`. */
  remember: (tenantId: number, model: TenantModel, trainedAt: number) => void;
};

/** A tenant's model as this process holds it: what it was trained at, and when the database was last asked. */
type HeldModel = { model: Promise<TenantModel | undefined>; trainedAt: number | null; checkedAt: number };

/**
 * Per-tenant embedded models, held by this registry (one per app, passed in; nothing module-level). A tenant
 * without its own model uses the seed model. Corrections whose text is in the held-out split are left out
 * of training so the held-out figures stay honest. `trainer` does the training (a worker thread in the server),
 * so this thread only turns trained weights into a model.
 */
export const createTenantModels = (
  repository: Pick<ClassifierRepository, 'find' | 'trainedAt'>,
  trainer: ClassifierTrainer,
  options: { recheckMs?: number; now?: () => number } = {},
): TenantModels => {
  const recheckMs = options.recheckMs ?? 30_000;
  const now = options.now ?? Date.now;
  const split = splitSeed(seedComments());
  const heldOutTexts = new Set(split.heldOut.map((seed) => seed.text));
  const state: { reader?: CommentReader; seed?: Promise<TenantModel> } = {};
  const sharedReader = () => {
    state.reader ??= createCommentReader();
    return state.reader;
  };
  const held = new Map<number, HeldModel>();

  const build = (
    trained: TrainedClassifier,
    source: TClassifierModel['source'],
    corrections: number,
  ): TenantModel => {
    const classifier = createEmbeddedClassifier({ weights: trained.weights, reader: sharedReader() });
    const warm = classifier.warmUp();
    return {
      classifier,
      summary: {
        source,
        examples: warm.examples,
        corrections,
        correction_weight: CORRECTION_WEIGHT,
        training_ms: Math.round(warm.trainingMs),
        trained_at: null,
        trained_by: null,
        held_out: trained.heldOut,
      },
    };
  };

  const usable = (corrections: readonly SeedComment[]) =>
    corrections.filter((correction) => !heldOutTexts.has(correction.text));

  const train = async (corrections: readonly SeedComment[]): Promise<TenantModel> => {
    const kept = usable(corrections);
    const training = [
      ...split.train,
      ...kept.map((correction) => ({ ...correction, weight: CORRECTION_WEIGHT })),
    ];
    return build(await trainer.train({ training, heldOut: split.heldOut }), 'tenant', kept.length);
  };

  /** Reads and trains the tenant's stored model (none: undefined) and holds it. */
  const load = (tenantId: number): HeldModel => {
    const entry: HeldModel = { model: Promise.resolve(undefined), trainedAt: null, checkedAt: now() };
    entry.model = repository.find(tenantId).then(async (stored) => {
      if (!stored) return undefined;
      entry.trainedAt = Number(stored.trained_at);
      const model = await train(parseSnapshot(stored.corrections));
      return { ...model, summary: { ...model.summary, ...storedSummary(stored) } };
    });
    // A failed load is tried again next time rather than held.
    entry.model.catch(() => {
      if (held.get(tenantId) === entry) held.delete(tenantId);
    });
    held.set(tenantId, entry);
    return entry;
  };

  return {
    seed: () => {
      if (!state.seed) {
        const training = trainer
          .train({ training: split.train, heldOut: split.heldOut })
          .then((trained) => build(trained, 'seed', 0));
        state.seed = training;
        // A failed training is tried again next time rather than held.
        training.catch(() => {
          if (state.seed === training) state.seed = undefined;
        });
      }
      return state.seed;
    },
    find: async (tenantId) => {
      const entry = held.get(tenantId);
      if (!entry) return load(tenantId).model;
      if (now() - entry.checkedAt < recheckMs) return entry.model;
      entry.checkedAt = now();
      await entry.model;
      // Another server process may have retrained the tenant since: its save moved trained_at.
      if ((await repository.trainedAt(tenantId)) === entry.trainedAt) return entry.model;
      const current = held.get(tenantId);
      return (current === entry ? load(tenantId) : (current ?? load(tenantId))).model;
    },
    seedTraining: () => split.train,
    usable,
    train,
    remember: (tenantId, model, trainedAt) => {
      held.set(tenantId, { model: Promise.resolve(model), trainedAt, checkedAt: now() });
    },
  };
};

/** The stored figures win over the re-measured ones: the page shows what was measured when it trained. */
const storedSummary = (stored: StoredTenantClassifier): Partial<TenantModel['summary']> => {
  const heldOut = storedHeldOut(stored);
  return {
    source: 'tenant',
    training_ms: Number(stored.training_ms),
    trained_at: new Date(Number(stored.trained_at)).toISOString(),
    trained_by: stored.trained_by_name,
    ...(heldOut ? { held_out: heldOut } : {}),
  };
};

/** The corrections snapshot, each checked against the seed schema (a bad entry is skipped, not fatal). */
const parseSnapshot = (text: string): SeedComment[] => {
  const value = safeJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = ZSeedComment.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
};
