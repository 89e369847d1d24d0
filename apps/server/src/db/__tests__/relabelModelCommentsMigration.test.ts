import { describe, expect, it } from 'vitest';
import { insertRetrainedTenant } from '../../testing/insertRetrainedTenant';
import { migrateStoredComments } from '../../testing/migrateStoredComments';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';

/**
 * Migration 0023: comments the embedded model labelled are classified once more with this session's model.
 * A clickbait complaint stored as an effect complaint becomes a content complaint, and an insult stored as
 * chit-chat becomes flame; staff and LLM labels, and the comments of a tenant with its own retrained model,
 * keep what they had.
 */
describe('migration 0023 (relabel model-labelled comments)', () => {
  const before = useMigratedDatabase('0021_comment_tracked');

  it('relabels the seed model’s comments and leaves staff, LLM and retrained tenants’ labels alone', async () => {
    const { db, tenantId } = before;
    const retrainedId = await insertRetrainedTenant(db);
    const clickbait = '标题党退退退，封面和内容毫无关系';
    const stored = [
      { id: 'model', tenant: tenantId, content: clickbait, source: 'model' },
      { id: 'insult', tenant: tenantId, content: '楼上脑子进水了吧', source: 'model', cls_type: 100 },
      { id: 'staff', tenant: tenantId, content: clickbait, source: 'staff' },
      { id: 'llm', tenant: tenantId, content: clickbait, source: 'llm' },
      { id: 'retrained', tenant: retrainedId, content: clickbait, source: 'model' },
    ];
    const rows = await migrateStoredComments(before, {
      stored: stored.map((comment) => {
        const clsType = comment.cls_type ?? 0;
        return {
          tenant_id: comment.tenant,
          platform_comment_id: comment.id,
          content: comment.content,
          cls_type: clsType,
          sentiment: clsType === 0 ? 'negative' : 'neutral',
          neg_type: clsType === 0 ? 'effect' : null,
          content_type: clsType === 0 ? 'product_evaluation' : 'non_product',
          cls_source: comment.source,
          cls_confidence: 0.7,
        };
      }),
      migration: '0023_relabel_model_comments',
      read: ['platform_comment_id', 'cls_type', 'neg_type', 'content_type', 'cls_reason', 'updated_at'],
    });
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.neg_type, row.content_type]),
    ).toEqual([
      ['model', 0, 'content', 'non_product'],
      ['insult', 0, 'flame', 'non_product'],
      ['staff', 0, 'effect', 'product_evaluation'],
      ['llm', 0, 'effect', 'product_evaluation'],
      ['retrained', 0, 'effect', 'product_evaluation'],
    ]);
    expect(rows[0]?.cls_reason).toMatch(/^rule: clickbait/);
    expect(rows.map((row) => Number(row.updated_at))).toEqual([101, 101, 100, 100, 100]);
  });
});

/**
 * Migration 0027: the same relabelling with session 10's model. Praise said in negated complaint words, stored as
 * an effect complaint, becomes praise; a photographer's 拍了三百张, stored as a purchase lead, becomes chit-chat; a
 * staff label stays.
 */
describe('migration 0027 (relabel model-labelled comments again)', () => {
  const before = useMigratedDatabase('0026_feishu_rows_and_sync_lease');

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const deniedComplaint = '抹了三天，脸上再也没有起皮';
    const effectComplaint = {
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'effect',
      content_type: 'product_evaluation',
      cls_confidence: 0.7,
    };
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'denied', content: deniedComplaint, cls_source: 'model', ...effectComplaint },
        {
          platform_comment_id: 'photos',
          content: '今天拍了三百张，选片选到眼花',
          cls_source: 'model',
          cls_type: 1,
          sentiment: 'neutral',
          neg_type: null,
          content_type: 'purchase_intention',
          cls_confidence: 0.7,
        },
        { platform_comment_id: 'staff', content: deniedComplaint, cls_source: 'staff', ...effectComplaint },
      ],
      migration: '0027_relabel_model_comments_again',
      read: ['platform_comment_id', 'cls_type', 'sentiment', 'content_type'],
    });
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.sentiment, row.content_type]),
    ).toEqual([
      ['denied', 2, 'positive', 'product_evaluation'],
      ['photos', 100, 'neutral', 'non_product'],
      ['staff', 0, 'negative', 'product_evaluation'],
    ]);
  });
});

/**
 * Migration 0028: the same relabelling with session 11's model. Praise in 湖南话 (冇发烫: no burning), stored as a
 * flagged effect complaint, becomes praise that needs no review; a staff label stays.
 */
describe('migration 0028 (relabel model-labelled comments, session 11)', () => {
  const before = useMigratedDatabase('0027_relabel_model_comments_again');

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const dialectPraise = '一点都冇发烫 温和多哒';
    const flaggedComplaint = {
      content: dialectPraise,
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'effect',
      content_type: 'product_evaluation',
      cls_confidence: 0.3,
      needs_review: 1,
    };
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'model', cls_source: 'model', ...flaggedComplaint },
        { platform_comment_id: 'staff', cls_source: 'staff', ...flaggedComplaint },
      ],
      migration: '0028_relabel_model_comments_session11',
      read: ['platform_comment_id', 'cls_type', 'sentiment', 'needs_review'],
    });
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.sentiment, Number(row.needs_review)]),
    ).toEqual([
      ['model', 2, 'positive', 0],
      ['staff', 0, 'negative', 1],
    ]);
  });
});

/**
 * Migration 0029: the same relabelling with session 12's model. Talk about one's own work in shop words (a parcel
 * station at 双十一), stored as a service complaint, and a reply that agrees with another commenter, stored as
 * flame, become other (100); a staff label stays.
 */
describe('migration 0029 (relabel model-labelled comments, session 12)', () => {
  const before = useMigratedDatabase('0028_relabel_model_comments_session11');

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const workTalk = '我在快递站上班 双十一退货的包裹堆成山 今天搬到手抖';
    const agreeingReply = '楼上说得对 先在耳后试一下再上脸';
    const complaint = (negType: string) => ({
      cls_type: 0,
      sentiment: 'negative',
      neg_type: negType,
      content_type: negType === 'flame' ? 'non_product' : 'product_evaluation',
      cls_confidence: 0.8,
    });
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'work', cls_source: 'model', content: workTalk, ...complaint('service') },
        { platform_comment_id: 'reply', cls_source: 'model', content: agreeingReply, ...complaint('flame') },
        { platform_comment_id: 'staff', cls_source: 'staff', content: workTalk, ...complaint('service') },
      ],
      migration: '0029_relabel_model_comments_session12',
      read: ['platform_comment_id', 'cls_type', 'neg_type', 'content_type'],
    });
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.neg_type, row.content_type]),
    ).toEqual([
      ['work', 100, null, 'non_product'],
      ['reply', 100, null, 'non_product'],
      ['staff', 0, 'service', 'product_evaluation'],
    ]);
  });
});

/**
 * Migration 0030: the same relabelling with session 14's model. Sarcasm dressed as praise, stored as praise, becomes
 * an effect complaint; talk about one's own price hunting, stored as flame, becomes other (100); a staff label stays.
 */
describe('migration 0030 (relabel model-labelled comments, session 14)', () => {
  const before = useMigratedDatabase('0029_relabel_model_comments_session12');

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const sarcasm = '好用到我脸上开了个新副本呢';
    const priceHunt = '比价比到半夜两点 我是不是有病';
    const rows = await migrateStoredComments(before, {
      stored: [
        {
          platform_comment_id: 'sarcasm',
          cls_source: 'model',
          content: sarcasm,
          cls_type: 2,
          sentiment: 'positive',
          neg_type: null,
          content_type: 'product_evaluation',
          cls_confidence: 0.6,
        },
        {
          platform_comment_id: 'hunt',
          cls_source: 'model',
          content: priceHunt,
          cls_type: 0,
          sentiment: 'negative',
          neg_type: 'flame',
          content_type: 'non_product',
          cls_confidence: 0.5,
        },
        {
          platform_comment_id: 'staff',
          cls_source: 'staff',
          content: sarcasm,
          cls_type: 2,
          sentiment: 'positive',
          neg_type: null,
          content_type: 'product_evaluation',
          cls_confidence: 1,
        },
      ],
      migration: '0030_relabel_model_comments_session14',
      read: ['platform_comment_id', 'cls_type', 'neg_type', 'content_type'],
    });
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.neg_type, row.content_type]),
    ).toEqual([
      ['sarcasm', 0, 'effect', 'product_evaluation'],
      ['hunt', 100, null, 'non_product'],
      ['staff', 2, null, 'product_evaluation'],
    ]);
  });
});

/**
 * Migration 0035: the same relabelling with session 21 round 13's rules. A customer's case told with a consumer
 * hotline, an order number and a refund refused, which the models read as a scam's words and stored as spam (other,
 * non-product), becomes a complaint; a staff label stays.
 */
describe('migration 0035 (relabel model-labelled comments, session 21)', () => {
  const before = useMigratedDatabase('0034_tenant_model_relabel');

  it("relabels the model's customer case as a complaint and leaves the staff label alone", async () => {
    const readAsSpam = {
      content: '找了消协，订单尾号7731，商家拒不退货',
      cls_type: 100,
      sentiment: 'neutral',
      neg_type: null,
      content_type: 'non_product',
      cls_confidence: 0.9,
    };
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'model', cls_source: 'model', ...readAsSpam },
        { platform_comment_id: 'staff', cls_source: 'staff', ...readAsSpam },
      ],
      migration: '0035_relabel_model_comments_session21',
      read: ['platform_comment_id', 'cls_type', 'sentiment'],
    });
    expect(rows.map((row) => [row.platform_comment_id, row.cls_type, row.sentiment])).toEqual([
      ['model', 0, 'negative'],
      ['staff', 100, 'neutral'],
    ]);
  });
});

/**
 * A complaint the previous model stored, for the model and for staff: `migration` relabels the model's row with this
 * session's model (to `relabelled`: cls_type, sentiment, neg_type) and leaves the staff label alone.
 */
const relabelsStoredComplaint = (
  previous: string,
  migration: string,
  content: string,
  negType: string,
  relabelled: [number, string, string | null],
) => {
  const before = useMigratedDatabase(previous);

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const complaint = {
      content,
      cls_type: 0,
      sentiment: 'negative',
      neg_type: negType,
      content_type: 'product_evaluation',
      cls_confidence: 0.8,
    };
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'model', cls_source: 'model', ...complaint },
        { platform_comment_id: 'staff', cls_source: 'staff', ...complaint },
      ],
      migration,
      read: ['platform_comment_id', 'cls_type', 'sentiment', 'neg_type'],
    });
    expect(rows.map((row) => [row.platform_comment_id, row.cls_type, row.sentiment, row.neg_type])).toEqual([
      ['model', ...relabelled],
      ['staff', 0, 'negative', negType],
    ]);
  });
};

/**
 * Migration 0031: the same relabelling with session 15's model. Praise said with 特别 (特别满意), which the old
 * lexicon read as 不满意 and stored as a complaint, becomes praise; a staff label stays.
 */
describe('migration 0031 (relabel model-labelled comments, session 15)', () => {
  relabelsStoredComplaint(
    '0030_relabel_model_comments_session14',
    '0031_relabel_model_comments_session15',
    '买了三次了 特别满意',
    'effect',
    [2, 'positive', null],
  );
});

/**
 * Migration 0032: the same relabelling with session 16 round 6's model. Someone else's complaint quoted and
 * answered with the commenter's own good use, which the old adaptation rule stored as a complaint, becomes praise;
 * a staff label stays.
 */
describe('migration 0032 (relabel model-labelled comments, session 16)', () => {
  relabelsStoredComplaint(
    '0031_relabel_model_comments_session15',
    '0032_relabel_model_comments_session16',
    '说它起皮的 我用到第二瓶都没起过',
    'adaptation',
    [2, 'positive', null],
  );
});

/**
 * Migration 0033: the same relabelling with session 18 round 9's model. Advice about a reaction given to another
 * commenter, which the old adaptation rule stored as a complaint, becomes other (100); a staff label stays.
 */
describe('migration 0033 (relabel model-labelled comments, session 18)', () => {
  relabelsStoredComplaint(
    '0032_relabel_model_comments_session16',
    '0033_relabel_model_comments_session18',
    '@小溪 你那个刺痛多半是刷酸刷多了 先停用几天',
    'adaptation',
    [100, 'neutral', null],
  );
});
