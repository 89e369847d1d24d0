import type {
  TCommentLabels,
  TCommentListQuery,
  TCommentRow,
  TDailyTaskQuery,
  TDailyTasks,
  TEditCommentClsInput,
  TEditCommentReplyInput,
  TFollowUp,
  TGeneratedReply,
  TGenReplyInput,
  TPage,
  TReplyDraft,
  TSetProcessStatusInput,
} from '@notedesk/contract';
import { replyAdviceOf, sentNoteLink } from '@notedesk/contract';
import { changedByOther } from '../../db/changedByOther';
import { parseJsonList } from '../../db/parseJsonList';
import type { AppDeps } from '../../deps';
import { badField, conflict, notFound } from '../../http/AppError';
import type { Language } from '../../http/language';
import { namedRef } from '../../http/namedRef';
import { ok } from '../../http/ok';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import type { ImageUrls } from '../images/imageUrls';
import { proxyImagePath } from '../images/proxyImagePath';
import { findReplyKnowledge } from '../knowledge/findReplyKnowledge';
import { createMessageService } from '../messages/service';
import { createPersonaRepository } from '../personas/repository';
import { createReplyDraftService } from '../replies/createReplyDraftService';
import { draftSubject } from '../replies/draftSubject';
import { findCommentThread } from '../replies/findCommentThread';
import { findStaffReplies } from '../replies/findStaffReplies';
import { isSpamComment } from '../replies/isSpamComment';
import { ownAccountNames } from '../replies/ownAccountNames';
import { replyBasedOn } from '../replies/replyBasedOn';
import type { ReplyEngine } from '../replies/replyEngine';
import { createReplyDraftRepository } from '../replies/repository';
import { createStaffRepository } from '../staff/repository';
import type { CommentFilter } from './commentFilter';
import { commentLink } from './commentLink';
import type { CommentWriteHooks } from './commentWriteHooks';
import { contentFilterOf } from './contentFilterOf';
import type { CommentListIndex } from './listIndex/createCommentListIndex';
import { type CommentListRow, type CommentRepository, createCommentRepository } from './repository';
import { createSentRowJson } from './sentRowJson';

export const toCommentFilter = (query: TCommentListQuery): CommentFilter => {
  const filter: CommentFilter = {
    ...contentFilterOf(query),
    sources: query.source,
    noteId: query.note_id,
    platformNoteId: query.content_id,
    account: query.account,
    clsTypes: query.cls_type,
    sentiments: query.sentiment,
    negTypes: query.neg_type,
    contentTypes: query.content_type,
    processStatuses: query.process_status,
    staffId: query.staff_id,
    hasReply: query.has_reply,
    covered: query.covered,
    needsReview: query.needs_review,
    flagged: query.flagged,
    spam: query.spam,
    text: query.q,
  };
  if (filter.from !== undefined && filter.to !== undefined && filter.from >= filter.to) {
    throw badField('end_time', 'end_time < start_time');
  }
  return filter;
};

/**
 * A list row as the list index's row cache keeps it: `pictures` are unsigned proxy paths, since a cached row
 * outlives a signature; they are signed on the way out (sentRowJson).
 */
export const toCommentRow = (row: CommentListRow): TCommentRow => ({
  id: row.id,
  platform: row.platform,
  platform_comment_id: row.platform_comment_id,
  parent_comment_id: row.parent_comment_id,
  content: row.content,
  user_nickname: row.user_nickname,
  ip_location: row.ip_location,
  like_count: row.like_count,
  pictures: parseJsonList(row.pictures).map(proxyImagePath).filter(Boolean),
  published_at: toIso(row.published_at),
  cls_type: row.cls_type as TCommentRow['cls_type'],
  sentiment: row.sentiment,
  neg_type: row.neg_type as TCommentRow['neg_type'],
  content_type: row.content_type as TCommentRow['content_type'],
  cls_source: row.cls_source,
  needs_review: row.needs_review === 1,
  spam: row.spam === 1,
  cls_reason: row.cls_reason,
  process_status: row.process_status as TCommentRow['process_status'],
  process_staff: namedRef(row.process_staff_id, row.staff_full_name || row.staff_username),
  process_updated_at: toIsoOrNull(row.process_updated_at),
  reply_text: row.reply_text,
  reply_updated_at: toIsoOrNull(row.reply_updated_at),
  reply_advice: row.reply_advice as TCommentRow['reply_advice'],
  reply_flag: row.reply_flag as TCommentRow['reply_flag'],
  reply_based_on: replyBasedOn(row.reply_based_on_user_id, row.based_on_full_name || row.based_on_username),
  source: row.source,
  brand: namedRef(row.brand_id, row.brand_name),
  product_line: namedRef(row.product_line_id, row.product_line_name),
  product: namedRef(row.product_id, row.product_name),
  keyword: row.keyword,
  note:
    row.note_id !== null && row.note_platform_id !== null
      ? {
          id: row.note_id,
          platform_note_id: row.note_platform_id,
          title_desc: row.note_title || (row.note_description ?? '').slice(0, 80),
          author_name: row.note_author_name ?? '',
          note_url: sentNoteLink(row.platform, row.note_platform_id, row.note_url ?? ''),
        }
      : null,
});

type TargetComment = Awaited<ReturnType<CommentRepository['findByIds']>>[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight in China (UTC+8) of the day `now` falls in, and that day as YYYY-MM-DD. */
const chinaToday = (now: number): { start: number; date: string } => {
  const start = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  return { start, date: new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10) };
};

const TASK_ITEMS = 10;

/** Rolls back a guarded follow-up save that found a comment changed by someone else meanwhile. */
const RACED = Symbol('follow-up saved by someone else meanwhile');

/** The comment inbox: list, follow-up, labels, reply drafts, commenters and today's tasks. */
export const createCommentService = (
  deps: AppDeps,
  replies: ReplyEngine,
  imageUrls: ImageUrls,
  listIndex?: CommentListIndex,
  hooks: CommentWriteHooks = {},
) => {
  const comments = createCommentRepository(deps.db, deps.dialect);
  const messages = createMessageService(deps);
  const users = createStaffRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  const personas = createPersonaRepository(deps.db);
  const replyRows = createReplyDraftRepository(deps.db);
  const drafts = createReplyDraftService(deps);

  const sentRows = createSentRowJson(imageUrls, deps.now);

  const page = async (
    tenantId: number,
    filter: CommentFilter,
    sort: TCommentListQuery['sort'],
    size: number,
    offset: number,
  ) => {
    const indexed = await listIndex?.query(tenantId, filter, sort, size, offset);
    if (indexed) {
      const byId = await indexed.rows.rowsOf(indexed.ids, async (missing) =>
        (await comments.listByIds(tenantId, missing)).map(toCommentRow),
      );
      const ordered = indexed.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      return { total: indexed.total, rows: ordered };
    }
    const [total, rows] = await Promise.all([
      comments.count(tenantId, filter),
      comments.listPage(tenantId, filter, sort, size, offset),
    ]);
    return { total, rows: rows.map(toCommentRow) };
  };

  /** One page of the list as found, its rows not yet signed. */
  const listPage = (caller: AuthContext, query: TCommentListQuery) =>
    page(
      caller.tenantId,
      toCommentFilter(query),
      query.sort,
      query.page_size,
      (query.page - 1) * query.page_size,
    );

  /** Every id must be a live comment of the caller's tenant; otherwise 404 and nothing changes. */
  const requireComments = async (caller: AuthContext, ids: number[]): Promise<TargetComment[]> => {
    const unique = [...new Set(ids)];
    const found = await comments.findByIds(caller.tenantId, unique);
    if (found.length !== unique.length) throw notFound('entityComment');
    return found;
  };

  const staffName = async (caller: AuthContext, userId: number | null) => {
    if (userId === null) return null;
    const user = await users.findById(caller.tenantId, userId);
    return user ? { id: user.id, name: user.full_name || user.username } : null;
  };

  /** How the caller is named in the messages they cause. */
  const callerName = async (caller: AuthContext): Promise<string> =>
    (await staffName(caller, caller.userId))?.name ?? '';

  const followUpOf = async (caller: AuthContext, comment: TargetComment): Promise<TFollowUp> => ({
    id: comment.id,
    process_status: comment.process_status as TFollowUp['process_status'],
    process_staff: await staffName(caller, comment.process_staff_id),
    process_note: comment.process_note,
    process_updated_at: toIsoOrNull(comment.process_updated_at),
  });

  return {
    list: async (caller: AuthContext, query: TCommentListQuery): Promise<TPage<TCommentRow>> => {
      const { total, rows } = await listPage(caller, query);
      return { total, items: rows.map(sentRows.signed), page: query.page, page_size: query.page_size };
    },

    /**
     * The same answer as `ok(list(…))`, as the JSON text sent: the busiest route's rows are serialised once a
     * day while cached (sentRowJson) and joined here, not serialised again for every request.
     */
    listAnswerJson: async (caller: AuthContext, query: TCommentListQuery): Promise<string> => {
      const { total, rows } = await listPage(caller, query);
      const envelope = JSON.stringify(ok({ total, items: [], page: query.page, page_size: query.page_size }));
      // A function, not a replacement string: a comment's own `$&` must not be read as a pattern.
      return envelope.replace('"items":[]', () => `"items":[${rows.map(sentRows.json).join(',')}]`);
    },

    setFollowUp: async (caller: AuthContext, input: TSetProcessStatusInput): Promise<TFollowUp[]> => {
      const targets = await requireComments(caller, input.comment_ids);
      if (input.expected_updated_at !== undefined) {
        const changed = targets.filter((comment) =>
          changedByOther(
            caller.userId,
            input.expected_updated_at ?? null,
            comment.process_updated_at,
            comment.process_staff_id,
          ),
        );
        if (changed.length > 0)
          throw conflict(await Promise.all(changed.map((comment) => followUpOf(caller, comment))));
      }
      const assignee = input.staff_id ?? caller.userId;
      if (assignee !== caller.userId && !(await users.findById(caller.tenantId, assignee))) {
        throw notFound('entityUser');
      }
      const at = deps.now();
      const ids = targets.map((comment) => comment.id);
      const followUp = { status: input.status, staffId: assignee, note: input.note, at };
      const expected = input.expected_updated_at;
      if (expected === undefined) {
        await comments.updateFollowUp(caller.tenantId, ids, followUp);
      } else {
        // All or none, checked by the write itself: a save that raced in since the check above wins.
        const guard = {
          callerId: caller.userId,
          expectedAt: expected === null ? null : Date.parse(expected),
        };
        const saved = await deps.db
          .transaction()
          .execute(async (trx) => {
            const count = await createCommentRepository(trx, deps.dialect).updateFollowUp(
              caller.tenantId,
              ids,
              followUp,
              guard,
            );
            if (count !== ids.length) throw RACED;
            return true;
          })
          .catch((error: unknown) => {
            if (error === RACED) return false;
            throw error;
          });
        if (!saved) {
          const current = await comments.findByIds(caller.tenantId, ids);
          throw conflict(await Promise.all(current.map((comment) => followUpOf(caller, comment))));
        }
      }
      for (const comment of targets) {
        await audit.record({
          tenantId: caller.tenantId,
          userId: caller.userId,
          action: 'comment.set_process_status',
          entity: 'comment',
          entityId: comment.id,
          before: { process_status: comment.process_status, process_staff_id: comment.process_staff_id },
          after: { process_status: input.status, process_staff_id: assignee, process_note: input.note },
          at,
        });
      }
      // Comments handed to someone else (not already theirs) reach that person's message box.
      const handed = targets.filter((comment) => comment.process_staff_id !== assignee);
      const [first] = handed;
      if (assignee !== caller.userId && first) {
        await messages.notify({
          tenantId: caller.tenantId,
          userIds: [assignee],
          event: 'comments_assigned',
          params: {
            by: await callerName(caller),
            count: handed.length,
            comment: first.content.slice(0, 200),
          },
          link: commentLink(first),
        });
      }
      const updated = await comments.findByIds(caller.tenantId, ids);
      return Promise.all(updated.map((comment) => followUpOf(caller, comment)));
    },

    editLabels: async (caller: AuthContext, input: TEditCommentClsInput): Promise<TCommentLabels[]> => {
      const targets = await requireComments(caller, input.comment_ids);
      const common = {
        ...(input.cls_type !== undefined ? { cls_type: input.cls_type } : {}),
        ...(input.sentiment !== undefined ? { sentiment: input.sentiment } : {}),
        ...(input.content_type !== undefined ? { content_type: input.content_type } : {}),
      };
      // A negative type only means something on a negative comment: cleared on the others.
      const labelsOf = (comment: TargetComment) => {
        const negative = (input.cls_type ?? comment.cls_type) === 0;
        const negType = negative
          ? input.neg_type
          : input.neg_type !== undefined || input.cls_type !== undefined
            ? null
            : undefined;
        return { ...common, ...(negType !== undefined ? { neg_type: negType } : {}) };
      };
      const at = deps.now();
      const ids = targets.map((comment) => comment.id);
      const groups = new Map<string, { labels: ReturnType<typeof labelsOf>; ids: number[] }>();
      for (const comment of targets) {
        const labels = labelsOf(comment);
        const key = JSON.stringify(labels);
        const group = groups.get(key) ?? { labels, ids: [] };
        group.ids.push(comment.id);
        groups.set(key, group);
      }
      for (const group of groups.values())
        await comments.updateLabels(caller.tenantId, group.ids, group.labels, at);
      hooks.onCommentsWritten?.(caller.tenantId);
      for (const comment of targets) {
        await audit.record({
          tenantId: caller.tenantId,
          userId: caller.userId,
          action: 'comment.edit_labels',
          entity: 'comment',
          entityId: comment.id,
          before: {
            cls_type: comment.cls_type,
            sentiment: comment.sentiment,
            neg_type: comment.neg_type,
            content_type: comment.content_type,
            cls_source: comment.cls_source,
          },
          after: { ...labelsOf(comment), cls_source: 'staff' },
          at,
        });
      }
      const updated = await comments.findByIds(caller.tenantId, ids);
      return updated.map((comment) => ({
        id: comment.id,
        cls_type: comment.cls_type as TCommentLabels['cls_type'],
        sentiment: comment.sentiment,
        neg_type: comment.neg_type as TCommentLabels['neg_type'],
        content_type: comment.content_type as TCommentLabels['content_type'],
        cls_source: comment.cls_source,
      }));
    },

    /** Drafts and saves a reply; its note (e.g. why the LLM fell back) in the request's `language`. */
    generateReply: async (
      caller: AuthContext,
      input: TGenReplyInput,
      language: Language,
    ): Promise<TGeneratedReply> => {
      const [comment] = await requireComments(caller, [input.comment_id]);
      if (!comment) throw notFound('entityComment');
      const persona = await personas.replyPersona(caller.tenantId, input.persona_id);
      // One read of the tenant's own products serves the draft's subject and the staff-reply match.
      const ownProducts = await replyRows.ownProducts(caller.tenantId);
      const productNames = ownProducts.map((product) => product.name);
      const ownBrandNames = await replyRows.ownBrandNames(caller.tenantId);
      // The product and brand the comment names win over the note's (精华多少钱 under the cream's note).
      const subject = draftSubject(
        comment.content,
        {
          productName: comment.product_name,
          brandName: comment.brand_name,
          brandIsOwn: comment.brand_is_own === null ? undefined : comment.brand_is_own === 1,
        },
        { productNames, brandNames: ownBrandNames },
      );
      const draft = await replies.draftCommentReply({
        tenantId: caller.tenantId,
        comment: {
          content: comment.content,
          clsType: comment.cls_type,
          negType: comment.neg_type,
          contentType: comment.content_type,
          userNickname: comment.user_nickname,
          platform: comment.platform,
          // Spam gets no draft, only the advice why (issue #14): the stored label, or the rules on the text.
          spam: isSpamComment(comment.content, comment.spam === 1),
        },
        note:
          comment.note_title === null
            ? null
            : { title: comment.note_title, description: comment.note_description ?? '' },
        productName: subject.productName,
        productNames,
        brandName: subject.brandName,
        otherBrandNames: await replyRows.otherBrandNames(caller.tenantId),
        // A comment by the brand's own account (the import keeps its nickname) is its own reply: no draft.
        ownAccountNames: await ownAccountNames(replyRows, caller.tenantId, ownBrandNames),
        brandIsOwn: subject.brandIsOwn,
        noteIsOwn: comment.note_source === null ? undefined : comment.note_source === 'own',
        persona,
        thread: await findCommentThread(replyRows, caller.tenantId, comment.id),
        knowledge: await findReplyKnowledge(deps, caller.tenantId, {
          text: comment.content,
          productName: subject.productName ?? comment.product_name,
        }),
        staffReplies: await findStaffReplies(replyRows, caller.tenantId, {
          id: comment.id,
          content: comment.content,
          clsType: comment.cls_type,
          productId: comment.product_id,
          platform: comment.platform,
          ownProducts,
        }),
        previousDraft: comment.reply_text,
        language,
      });
      const target = { kind: 'comment' as const, id: comment.id };
      const advice = replyAdviceOf(draft.note);
      if (advice !== '') {
        // Advice is not a reply: kept beside the draft (which stays), never in the reply's history.
        const at = deps.now();
        await comments.updateReplyAdvice(caller.tenantId, comment.id, advice, at);
        await audit.record({
          tenantId: caller.tenantId,
          userId: caller.userId,
          action: 'comment.advise_no_reply',
          entity: 'comment',
          entityId: comment.id,
          before: { reply_advice: comment.reply_advice },
          after: { reply_advice: advice },
          at,
        });
        const current = await drafts.view(caller, target, comment, 'model');
        return { ...current, ...(draft.note ? { note: draft.note } : {}) };
      }
      const flag = draft.flag ?? '';
      // A staff reply whose writer's account is gone is still one (0: no user has that id).
      const basedOnUserId = draft.basedOn ? (draft.basedOn.byUserId ?? 0) : null;
      const saved = await drafts.save(caller, target, comment.reply_text, {
        text: draft.text,
        source: draft.source,
        personaId: input.persona_id ?? null,
        flag,
        basedOnUserId,
      });
      const basedOnUser = basedOnUserId === null ? null : await staffName(caller, basedOnUserId);
      return {
        ...saved,
        reply_flag: flag,
        reply_based_on: replyBasedOn(basedOnUserId, basedOnUser?.name ?? null),
        ...(draft.note ? { note: draft.note } : {}),
      };
    },

    /** Saves a staff edit; a newer save by someone else since `expected_updated_at` answers 409. */
    editReply: async (caller: AuthContext, input: TEditCommentReplyInput): Promise<TReplyDraft> => {
      const [comment] = await requireComments(caller, [input.comment_id]);
      if (!comment) throw notFound('entityComment');
      const target = { kind: 'comment' as const, id: comment.id };
      const saved = await drafts.save(
        caller,
        target,
        comment.reply_text,
        { text: input.reply_text, source: 'staff', personaId: null },
        input.expected_updated_at,
      );
      // The one who wrote the reply so far hears that a colleague changed it.
      const author = comment.reply_updated_by;
      if (author !== null && author !== caller.userId && comment.reply_text !== input.reply_text) {
        await messages.notify({
          tenantId: caller.tenantId,
          userIds: [author],
          event: 'reply_changed',
          params: { by: await callerName(caller), reply: input.reply_text.slice(0, 200) },
          link: commentLink(comment),
        });
      }
      return saved;
    },

    /** Today's work: to do, mine in progress, today's new negatives and leads (China's calendar day). */
    dailyTasks: async (caller: AuthContext, query: TDailyTaskQuery): Promise<TDailyTasks> => {
      const today = chinaToday(deps.now());
      const platform = query.target_platform;
      const group = (filter: Omit<CommentFilter, 'platform'>) =>
        page(caller.tenantId, { platform, ...filter }, 'time_desc', TASK_ITEMS, 0).then(
          ({ total, rows }) => ({
            count: total,
            items: rows.map(sentRows.signed),
          }),
        );
      const [todo, inProgress, newNegative, newLeads] = await Promise.all([
        group({ processStatuses: [0] }),
        group({ processStatuses: [1], staffId: caller.userId }),
        group({ clsTypes: [0], from: today.start }),
        group({ clsTypes: [1], from: today.start }),
      ]);
      return {
        date: today.date,
        todo,
        in_progress: inProgress,
        new_negative: newNegative,
        new_leads: newLeads,
      };
    },
  };
};

export type CommentService = ReturnType<typeof createCommentService>;
