import { readFileSync } from 'node:fs';
import { ZClsType, ZContentType, ZNegType, ZSentiment } from '@notedesk/contract';
import { z } from 'zod';
import { safeJson } from '../safeJson';

/**
 * One comment of an evaluation set: the seed labels plus the platform. Lenient where the seed schema is
 * strict (longer text, no cross-label checks) — an evaluation set written by someone else is measured as
 * they labelled it, not refused.
 */
export const ZLabelledComment = z.object({
  text: z.string().trim().min(1).max(5000),
  platform: z.enum(['xhs', 'dy']).optional(),
  cls_type: ZClsType,
  sentiment: ZSentiment,
  neg_type: ZNegType.nullable().default(null),
  content_type: ZContentType,
  spam: z.boolean().default(false),
});
export type LabelledComment = z.infer<typeof ZLabelledComment>;

/** A JSONL evaluation set; lines that do not parse are skipped and named (`file:line: why`), not fatal. */
export const readLabelledComments = (path: string): { comments: LabelledComment[]; skipped: string[] } => {
  const comments: LabelledComment[] = [];
  const skipped: string[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const parsed = ZLabelledComment.safeParse(safeJson(line));
      if (parsed.success) comments.push(parsed.data);
      else skipped.push(`${path}:${index + 1}: ${parsed.error.issues[0]?.message ?? 'not JSON'}`);
    });
  return { comments, skipped };
};
