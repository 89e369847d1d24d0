import { ZClsType, ZContentType, ZNegType, ZSentiment } from '@notedesk/contract';
import { z } from 'zod';

/**
 * One labelled seed comment. The labels must agree with each other the way staff read them: a neg_type
 * exactly when the comment is negative (cls_type 0), and a negative comment's sentiment is negative.
 */
export const ZSeedComment = z
  .object({
    text: z.string().trim().min(1).max(300),
    cls_type: ZClsType,
    sentiment: ZSentiment,
    neg_type: ZNegType.nullable(),
    content_type: ZContentType,
    /** Ads, 代购, 兼职, 互关, contact details, links, 看主页 lures: never a lead or a negative. */
    spam: z.boolean().default(false),
  })
  .refine((seed) => (seed.cls_type === 0) === (seed.neg_type !== null), {
    message: 'neg_type is given exactly for negative comments (cls_type 0)',
    path: ['neg_type'],
  })
  .refine((seed) => seed.cls_type !== 0 || seed.sentiment === 'negative', {
    message: 'a negative comment (cls_type 0) has negative sentiment',
    path: ['sentiment'],
  })
  .refine((seed) => seed.cls_type !== 1 || seed.sentiment !== 'negative', {
    message: 'a sales lead is not negative',
    path: ['sentiment'],
  })
  .refine(
    (seed) =>
      !seed.spam ||
      (seed.cls_type === 100 && seed.sentiment === 'neutral' && seed.content_type === 'non_product'),
    { message: 'spam is other (cls_type 100), neutral and non_product', path: ['spam'] },
  );
export type SeedComment = z.infer<typeof ZSeedComment>;
