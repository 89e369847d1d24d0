import { z } from 'zod';
import { ZClsType, ZContentType, ZNegType, ZSentiment } from './domain';

export const CLASSIFY_TEXT_MAX_LENGTH = 2000;
const NOTE_CONTEXT_MAX_LENGTH = 5000;

/** POST /api/track/classify — one comment, optionally with the note it sits under. */
export const ZClassifyInput = z.object({
  text: z.string().trim().min(1).max(CLASSIFY_TEXT_MAX_LENGTH),
  note_title: z.string().max(NOTE_CONTEXT_MAX_LENGTH).optional(),
  note_text: z.string().max(NOTE_CONTEXT_MAX_LENGTH).optional(),
});
export type TClassifyInput = z.infer<typeof ZClassifyInput>;

/** The four labels of DESIGN §5, how sure the engine is, and which engine answered. */
export const ZClassifyResult = z.object({
  cls_type: ZClsType,
  sentiment: ZSentiment,
  neg_type: ZNegType.nullable(),
  content_type: ZContentType,
  confidence: z.number().min(0).max(1),
  needs_review: z.boolean(),
  /** Ads and 引流; left out when the engine cannot tell (the LLM). */
  spam: z.boolean().optional(),
  /** Why: the rules that decided or the words that weighed most. */
  reason: z.string().optional(),
  engine: z.enum(['model', 'llm']),
  note: z.string().optional(),
});
export type TClassifyResult = z.infer<typeof ZClassifyResult>;

/** Macro-F1 of each label on the seed set's held-out split (never trained on), `count` comments. */
export const ZClassifierHeldOut = z.object({
  count: z.number().int(),
  cls_type: z.number(),
  sentiment: z.number(),
  content_type: z.number(),
  neg_type: z.number(),
});
export type TClassifierHeldOut = z.infer<typeof ZClassifierHeldOut>;

/**
 * The embedded model a tenant's comments are classified with: the shipped seed model, or the tenant's own,
 * retrained from the seed set plus its staff corrections (weighted `correction_weight` times a seed comment).
 */
export const ZClassifierModel = z.object({
  source: z.enum(['seed', 'tenant']),
  examples: z.number().int(),
  corrections: z.number().int(),
  correction_weight: z.number(),
  training_ms: z.number().int(),
  trained_at: z.string().nullable(),
  trained_by: z.string().nullable(),
  held_out: ZClassifierHeldOut,
  /** Staff corrections in the tenant's comments now (a retrain would learn from these). */
  staff_corrections: z.number().int(),
});
export type TClassifierModel = z.infer<typeof ZClassifierModel>;

export const TRAINING_SET_FORMATS = ['jsonl', 'csv'] as const;
/** GET training-set: the seed train split plus the tenant's corrections, as JSON lines or CSV. */
export const ZTrainingSetQuery = z.object({ format: z.enum(TRAINING_SET_FORMATS).default('jsonl') });
export type TTrainingSetQuery = z.infer<typeof ZTrainingSetQuery>;
