import { z } from 'zod';

/** Every response but POST /api/token: `{ code: 200, msg: 'ok', data }`. */
export const ZEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

export type TEnvelope<T> = { code: number; msg: string; data: T };

/** Failure body: `detail` is the same sentence as `msg`, in the request's language. */
export const ZErrorBody = z.object({
  code: z.number(),
  msg: z.string(),
  detail: z.string(),
  field: z.string().optional(),
  /** With 409: the current value, so the client can show it beside what the user typed. */
  data: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
