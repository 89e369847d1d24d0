import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * `reply_advice` on comments: '' or the generator's advice not to reply publicly (`flame_no_reply`,
 * `competitor_no_reply`). The advice used to be saved as the reply draft itself, where it read as a reply
 * (copyable, counted by "has reply"); drafts that are exactly one of those advice texts move here.
 */
const ADVICE_TEXTS: Array<[string, string]> = [
  [
    'flame_no_reply',
    '【建议不回复】该评论带有攻击或挑衅性质，公开回复容易激化矛盾；建议不予回应，必要时按平台规则举报。',
  ],
  [
    'competitor_no_reply',
    '【建议不回复】这条评论在竞品的笔记下，评论者是对方品牌的用户；以我方身份公开回复容易被视为引流或代答，建议不予回应，仅作竞品洞察。',
  ],
];

export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('comments')
    .addColumn('reply_advice', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const [code, text] of ADVICE_TEXTS) {
    await db
      .updateTable('comments')
      .set({ reply_advice: code, reply_text: '', updated_at: sql`updated_at + 1` })
      .where('reply_text', '=', text)
      .execute();
  }
};
