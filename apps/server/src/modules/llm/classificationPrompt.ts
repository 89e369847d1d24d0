import { CONTENT_TYPES, NEG_TYPES, ZClsType, ZContentType, ZNegType, ZSentiment } from '@notedesk/contract';
import { z } from 'zod';
import type { ClassifyInput, CommentLabels } from '../classify/commentClassifier';
import type { ChatMessage } from './chatCompletion';

/** Below this self-reported confidence a comment is flagged for staff review. */
const REVIEW_BELOW = 0.6;
const NOTE_CONTEXT_CHARS = 300;
/** Imported comments have no length limit; the labels show in the first lines. */
const COMMENT_CHARS = 1000;

const SYSTEM = `你是小红书/抖音评论分类助手。You classify social-media comments under a brand's note.
For every comment give:
- cls_type: 0 negative, 1 sales lead (wants to buy, asks price/where to buy), 2 positive or other product talk, 100 unrelated
- sentiment: positive | neutral | negative
- neg_type (only when cls_type is 0, else null): ${NEG_TYPES.join(' | ')}
- content_type: ${CONTENT_TYPES.join(' | ')}
- confidence: 0 to 1, how sure you are
Answer with JSON only, no prose, no code fence:
{"results":[{"i":0,"cls_type":1,"sentiment":"neutral","neg_type":null,"content_type":"purchase_consultation","confidence":0.9}]}
with exactly one entry per comment, "i" being the comment's number.`;

const clip = (text: string | undefined, chars: number): string =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, chars);

/** The comments of one request, numbered, each with the note it sits under. */
export const classificationPrompt = (inputs: readonly ClassifyInput[]): ChatMessage[] => {
  const comments = inputs.map((input, i) => ({
    i,
    comment: clip(input.text, COMMENT_CHARS),
    ...(input.noteTitle ? { note_title: clip(input.noteTitle, NOTE_CONTEXT_CHARS) } : {}),
    ...(input.noteText ? { note_text: clip(input.noteText, NOTE_CONTEXT_CHARS) } : {}),
  }));
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: JSON.stringify({ comments }) },
  ];
};

const ZLlmLabel = z.object({
  i: z.number().int().min(0),
  cls_type: ZClsType,
  sentiment: ZSentiment,
  neg_type: ZNegType.nullable().optional(),
  content_type: ZContentType,
  confidence: z.number().min(0).max(1).optional(),
});
const ZLlmLabels = z.object({ results: z.array(ZLlmLabel) });

/** Models like to wrap JSON in a ```json fence even when told not to. */
const unfenced = (text: string): string => {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
};

/** The answer as labels in input order, or undefined unless it is valid JSON with every comment labelled. */
export const parseClassification = (text: string, count: number): CommentLabels[] | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(unfenced(text));
  } catch {
    return undefined;
  }
  const parsed = ZLlmLabels.safeParse(json);
  if (!parsed.success) return undefined;
  const byIndex = new Map(parsed.data.results.map((label) => [label.i, label]));
  const labels: CommentLabels[] = [];
  for (let i = 0; i < count; i += 1) {
    const label = byIndex.get(i);
    if (!label) return undefined;
    const confidence = label.confidence ?? 0.8;
    labels.push({
      cls_type: label.cls_type,
      sentiment: label.sentiment,
      neg_type: label.cls_type === 0 ? (label.neg_type ?? 'other') : null,
      content_type: label.content_type,
      confidence,
      needs_review: confidence < REVIEW_BELOW,
      engine: 'llm',
    });
  }
  return labels;
};
