import type { TProcessStatus } from '@notedesk/contract';
import { planCommentReply } from '../replies/planCommentReply';
import { replyFlagOf } from '../replies/replyFlagOf';
import type { CommentKind } from './commentKinds';
import { composeComment } from './composeComment';
import type { ContentCatalog } from './contentCatalog';
import type { Random } from './createRandom';
import type { FullRow } from './demoContentRepository';
import { makeCdnUrl } from './makeCdnUrl';
import { makeCommenter } from './makeCommenter';
import { makeDyId } from './makeDyId';
import { makeXhsId } from './makeXhsId';
import type { NotePlan } from './planNotes';

/** One saved version of a suggested reply (the first is the AI draft; staff edits follow). */
export type ReplyVersion = {
  text: string;
  source: 'llm' | 'staff';
  createdBy: number | null;
  createdAt: number;
};

export type GeneratedComments = {
  rows: Array<FullRow<'comments'>>;
  /** Reply history per comment, keyed `platform:platform_comment_id`. */
  replies: Array<{ key: string; versions: ReplyVersion[] }>;
};

type Staff = ContentCatalog['staff'][number];

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const REPLY_SHARE = 0.18;

const PROCESS_NOTES: Readonly<
  Record<1 | 2 | 3, Readonly<Record<'lead' | 'negative' | 'other', readonly string[]>>>
> = {
  1: {
    lead: ['已私信用户，等待回复', '已发送产品资料', ''],
    negative: ['已私信用户，等待订单号', '已转售后处理中', '已联系皮肤顾问', ''],
    other: [''],
  },
  2: {
    lead: ['已回复链接，用户已下单', '已私信发送优惠券', '已回复产品用法', ''],
    negative: [
      '已私信道歉并安排补发',
      '已退款处理',
      '已转皮肤顾问一对一跟进',
      '已回复说明，用户表示理解',
      '',
    ],
    other: ['已回复感谢', ''],
  },
  3: {
    lead: ['用户已在其他渠道购买', ''],
    negative: ['广告/水军，无需处理', '非我司产品', '重复评论', ''],
    other: ['无关评论', '正面评价，无需跟进', ''],
  },
};

/** Exponential wait with the given mean: most comments arrive soon after the note, a long tail later. */
const wait = (random: Random, meanMs: number): number => Math.round(-Math.log(1 - random.next()) * meanMs);

const groupOf = (clsType: number): 'lead' | 'negative' | 'other' =>
  clsType === 1 ? 'lead' : clsType === 0 ? 'negative' : 'other';

/** Negatives and leads get worked on (older ones more likely done); the rest is mostly left or waved off. */
const followUpStatus = (random: Random, clsType: number, ageDays: number): TProcessStatus => {
  const roll = random.next();
  if (clsType === 0 || clsType === 1) {
    const done = Math.min(0.75, 0.1 + ageDays * 0.03);
    if (roll < done) return 2;
    if (roll < done + 0.15) return 1;
    if (roll < done + 0.23) return 3;
    return 0;
  }
  if (clsType === 2) return roll < 0.3 ? 3 : roll < 0.36 ? 2 : roll < 0.38 ? 1 : 0;
  return roll < 0.4 ? 3 : 0;
};

/**
 * The comments under one note (as many as the plan's comment_count): top-level comments and replies to
 * them, with classifier labels, follow-up state, suggested replies and pictures. Pure: the same random
 * stream gives the same comments.
 */
export const generateNoteComments = (
  random: Random,
  plan: NotePlan,
  noteId: number,
  staff: readonly Staff[],
  now: number,
): GeneratedComments => {
  const note = plan.row;
  const { platform } = note;
  const rows: Array<FullRow<'comments'>> = [];
  const replies: GeneratedComments['replies'] = [];
  const topLevel: Array<{ row: FullRow<'comments'>; kind: CommentKind }> = [];
  const latest = now - MINUTE_MS;

  for (let index = 0; index < note.comment_count; index += 1) {
    const parent = topLevel.length > 0 && random.chance(REPLY_SHARE) ? random.pick(topLevel) : null;
    const after = parent ? parent.row.published_at : note.published_at;
    const span = Math.max(0, latest - after);
    let offset = wait(random, parent ? 6 * HOUR_MS : 2.5 * DAY_MS);
    if (offset >= span) offset = Math.floor(random.next() * span);
    const publishedAt = after + offset;

    const composed = composeComment(random, plan.commentContext, parent?.kind ?? null);
    const commenter = makeCommenter(platform, publishedAt, random);
    const platformCommentId =
      platform === 'xhs' ? makeXhsId(publishedAt, random) : makeDyId(publishedAt, random);

    const sourceRoll = random.next();
    const clsSource = sourceRoll < 0.07 ? 'staff' : sourceRoll < 0.12 ? 'llm' : 'model';
    const unsure = clsSource === 'model' && random.chance(0.03);
    const confidence =
      clsSource === 'staff'
        ? 1
        : clsSource === 'llm'
          ? Math.round((0.85 + random.next() * 0.13) * 100) / 100
          : unsure
            ? Math.round((0.4 + random.next() * 0.19) * 100) / 100
            : composed.confidence;

    const status = followUpStatus(random, composed.clsType, (now - publishedAt) / DAY_MS);
    const handler = status > 0 && staff.length > 0 ? random.pick(staff) : null;
    const processedAt = handler
      ? Math.min(latest, publishedAt + random.int(10 * MINUTE_MS, 3 * DAY_MS))
      : null;
    const processNote =
      status > 0 ? random.pick(PROCESS_NOTES[status as 1 | 2 | 3][groupOf(composed.clsType)]) : '';

    const versions: ReplyVersion[] = [];
    const draftChance = status === 1 || status === 2 ? 0.85 : status === 0 ? 0.1 : 0;
    if (plan.brandReplies && composed.replies && random.chance(draftChance)) {
      const draftedAt = Math.min(latest, publishedAt + random.int(MINUTE_MS, 6 * HOUR_MS));
      versions.push({
        text: composed.replies.draft,
        source: 'llm',
        createdBy: handler?.id ?? null,
        createdAt: draftedAt,
      });
      if (status === 2 && handler && random.chance(0.4)) {
        versions.push({
          text: composed.replies.staff,
          source: 'staff',
          createdBy: handler.id,
          createdAt: Math.max(draftedAt, processedAt ?? draftedAt),
        });
      }
      replies.push({ key: `${platform}:${platformCommentId}`, versions });
    }
    const lastReply = versions[versions.length - 1];
    // A drafted comment on a sensitive topic carries the flag a draft made in the product would give it, so the
    // inbox's 需人工处理 (needs a person) view has the demo's pregnancy, reaction and minor questions in it.
    const replyFlag = lastReply
      ? replyFlagOf(
          planCommentReply({
            comment: {
              content: composed.content,
              clsType: composed.clsType,
              negType: composed.negType,
              contentType: composed.contentType,
              userNickname: commenter.nickname,
              platform,
            },
          }),
        )
      : undefined;
    const createdAt = Math.min(latest, publishedAt + random.int(MINUTE_MS, 2 * HOUR_MS));

    const row: FullRow<'comments'> = {
      tenant_id: note.tenant_id,
      platform,
      platform_comment_id: platformCommentId,
      platform_note_id: note.platform_note_id,
      note_id: noteId,
      parent_comment_id: parent ? parent.row.platform_comment_id : '',
      content: composed.content,
      user_id: commenter.id,
      user_nickname: commenter.nickname,
      user_avatar: commenter.avatar,
      ip_location: commenter.ipLocation,
      like_count: Math.floor(10 ** (random.next() ** 3 * 3.3)) - 1,
      sub_comment_count: 0,
      pictures: composed.wantsPicture
        ? JSON.stringify(
            Array.from({ length: random.int(1, 3) }, () =>
              makeCdnUrl(platform, 'image', publishedAt, random),
            ),
          )
        : '[]',
      published_at: publishedAt,
      source: note.source,
      brand_id: note.brand_id,
      product_line_id: note.product_line_id,
      product_id: note.product_id,
      keyword: note.keyword,
      tracked: note.tracked,
      cls_type: composed.clsType,
      sentiment: composed.sentiment,
      neg_type: composed.negType,
      content_type: composed.contentType,
      cls_source: clsSource,
      cls_confidence: confidence,
      needs_review: unsure ? 1 : 0,
      spam: 0,
      cls_reason: '',
      process_status: status,
      process_staff_id: handler?.id ?? null,
      process_note: processNote,
      process_updated_at: processedAt,
      reply_text: lastReply?.text ?? '',
      reply_updated_at: lastReply?.createdAt ?? null,
      reply_updated_by: lastReply?.createdBy ?? null,
      reply_advice: '',
      reply_flag: replyFlag ?? '',
      reply_based_on_user_id: null,
      deleted_at: null,
      created_at: createdAt,
      updated_at: Math.max(createdAt, processedAt ?? 0, lastReply?.createdAt ?? 0),
    };
    rows.push(row);
    if (parent) parent.row.sub_comment_count += 1;
    else topLevel.push({ row, kind: composed.kind });
  }
  return { rows, replies };
};
