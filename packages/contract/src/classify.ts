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
  engine: z.enum(['model', 'llm']),
  note: z.string().optional(),
});
export type TClassifyResult = z.infer<typeof ZClassifyResult>;
