import type {
  TDeletePostInput,
  TEditPostReplyInput,
  TGeneratedReply,
  TGenPostReplyInput,
  TNoteCard,
  TNoteListQuery,
  TPage,
  TPostDeletion,
  TReplyDraft,
  TUpdateTrackInput,
} from '@notedesk/contract';
import { AUTHOR_TIER_FANS, sentNoteLink } from '@notedesk/contract';
import { findOwned, type OwnedTable } from '../../db/findOwned';
import { parseJsonList } from '../../db/parseJsonList';
import type { AppDeps } from '../../deps';
import { AppError, notFound, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { namedRef } from '../../http/namedRef';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { contentFilterOf } from '../comments/contentFilterOf';
import type { ImageUrls } from '../images/imageUrls';
import { findReplyKnowledge } from '../knowledge/findReplyKnowledge';
import { createPersonaRepository } from '../personas/repository';
import { createReplyDraftService } from '../replies/createReplyDraftService';
import type { ReplyEngine } from '../replies/replyEngine';
import { createTenantRepository } from '../tenant/repository';
import type { NoteFilter } from './noteFilter';
import { createNoteRepository, type NoteCommentStats, type NoteWithNames } from './repository';

export const toNoteFilter = (query: TNoteListQuery): NoteFilter => ({
  ...contentFilterOf(query),
  source: query.source,
  authorId: query.author_id,
  tracked: query.tracked,
  fans: query.author_tier ? AUTHOR_TIER_FANS[query.author_tier] : undefined,
  negRatioMin: query.neg_ratio_min,
  text: query.q,
});

/** A deleted note can be restored for this long. */
export const RESTORE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const toNoteCard = (
  note: NoteWithNames,
  stats: NoteCommentStats | undefined,
  imageUrls: Pick<ImageUrls, 'rewrite'>,
): TNoteCard => {
  const total = stats?.total ?? 0;
  const negative = stats?.negative ?? 0;
  return {
    id: note.id,
    platform: note.platform,
    platform_note_id: note.platform_note_id,
    note_type: note.note_type,
    title_desc: note.title || note.description.slice(0, 80),
    title: note.title,
    description: note.description,
    author_id: note.author_id,
    author_name: note.author_name,
    author_avatar: imageUrls.rewrite(note.author_avatar),
    note_url: sentNoteLink(note.platform, note.platform_note_id, note.note_url),
    cover_url: imageUrls.rewrite(note.cover_url),
    image_list: parseJsonList(note.image_list).map(imageUrls.rewrite).filter(Boolean),
    tag_list: parseJsonList(note.tag_list),
    ip_location: note.ip_location,
    fansCount: note.author_fans_count,
    commentCount: note.comment_count,
    trackedCommentCount: total,
    negCommentCount: negative,
    negCommentRatio: total === 0 ? 0 : Math.round((negative / total) * 10000) / 10000,
    leadCommentCount: stats?.leads ?? 0,
    likes: note.liked_count,
    collects: note.collected_count,
    shares: note.share_count,
    published_at: toIso(note.published_at),
    source: note.source,
    brand: namedRef(note.brand_id, note.brand_name),
    product_line: namedRef(note.product_line_id, note.product_line_name),
    product: namedRef(note.product_id, note.product_name),
    keyword: note.keyword,
    tracked: note.tracked === 1,
    reply_text: note.reply_text,
    reply_updated_at: toIsoOrNull(note.reply_updated_at),
  };
};

/** Notes: lists and cards with metrics, the detail page, reply drafts, delete/restore and tracking. */
export const createNoteService = (deps: AppDeps, replies: ReplyEngine, imageUrls: ImageUrls) => {
  const notes = createNoteRepository(deps.db, deps.dialect);
  const tenants = createTenantRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  const personas = createPersonaRepository(deps.db);
  const drafts = createReplyDraftService(deps);

  /** A live (not deleted) note of the caller's tenant, or 404. */
  const requireNote = async (caller: AuthContext, noteId: number): Promise<NoteWithNames> => {
    const note = await notes.findById(caller.tenantId, noteId);
    if (!note || note.deleted_at !== null) throw notFound('entityNote');
    return note;
  };

  const card = async (caller: AuthContext, note: NoteWithNames): Promise<TNoteCard> =>
    toNoteCard(note, (await notes.commentStats(caller.tenantId, [note.id])).get(note.id), imageUrls);

  return {
    requireNote,

    list: async (caller: AuthContext, query: TNoteListQuery): Promise<TPage<TNoteCard>> => {
      const filter = toNoteFilter(query);
      const offset = (query.page - 1) * query.page_size;
      const [total, rows] = await Promise.all([
        notes.count(caller.tenantId, filter),
        notes.listPage(caller.tenantId, filter, query.sort, query.page_size, offset),
      ]);
      const stats = await notes.commentStats(
        caller.tenantId,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => toNoteCard(row, stats.get(row.id), imageUrls)),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    detail: async (caller: AuthContext, noteId: number): Promise<TNoteCard> =>
      card(caller, await requireNote(caller, noteId)),

    generateReply: async (
      caller: AuthContext,
      input: TGenPostReplyInput,
      language: Language,
    ): Promise<TGeneratedReply> => {
      const note = await requireNote(caller, input.note_id);
      const persona = await personas.replyPersona(caller.tenantId, input.persona_id);
      const draft = await replies.draftNoteReply({
        tenantId: caller.tenantId,
        note: { title: note.title, description: note.description, authorName: note.author_name },
        productName: note.product_name,
        brandName: note.brand_name,
        persona,
        knowledge: await findReplyKnowledge(deps, caller.tenantId, {
          text: `${note.title} ${note.description}`,
          productName: note.product_name,
        }),
        previousDraft: note.reply_text,
        language,
      });
      const saved = await drafts.save(caller, { kind: 'note', id: note.id }, note.reply_text, {
        text: draft.text,
        source: draft.source,
        personaId: input.persona_id ?? null,
      });
      return { ...saved, ...(draft.note ? { note: draft.note } : {}) };
    },

    /** Saves a staff edit; a newer save by someone else since `expected_updated_at` answers 409. */
    editReply: async (caller: AuthContext, input: TEditPostReplyInput): Promise<TReplyDraft> => {
      const note = await requireNote(caller, input.note_id);
      const target = { kind: 'note' as const, id: note.id };
      return drafts.save(
        caller,
        target,
        note.reply_text,
        { text: input.reply_text, source: 'staff', personaId: null },
        input.expected_updated_at,
      );
    },

    delete: async (caller: AuthContext, input: TDeletePostInput): Promise<TPostDeletion> => {
      const found =
        input.note_id !== undefined
          ? await notes.findById(caller.tenantId, input.note_id)
          : await notes.findByPlatformId(caller.tenantId, input.content_id ?? '');
      if (!found || found.deleted_at !== null) throw notFound('entityNote');
      const at = deps.now();
      const hidden = await notes.softDelete(caller.tenantId, found.id, at, caller.userId);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'note.delete',
        entity: 'note',
        entityId: found.id,
        before: { deleted_at: null },
        after: { deleted_at: toIso(at), comments: hidden },
        at,
      });
      return {
        note_id: found.id,
        platform_note_id: found.platform_note_id,
        deleted: true,
        comments: hidden,
        restorable_until: toIso(at + RESTORE_WINDOW_MS),
      };
    },

    restore: async (caller: AuthContext, noteId: number): Promise<TPostDeletion> => {
      const note = await notes.findById(caller.tenantId, noteId);
      if (!note || note.deleted_at === null) throw notFound('entityNote');
      const at = deps.now();
      if (at - note.deleted_at > RESTORE_WINDOW_MS)
        throw new AppError({ status: 410, code: 'restoreExpired' });
      const restored = await notes.restore(caller.tenantId, note.id, note.deleted_at, at);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'note.restore',
        entity: 'note',
        entityId: note.id,
        before: { deleted_at: toIso(note.deleted_at) },
        after: { deleted_at: null, comments: restored },
        at,
      });
      return {
        note_id: note.id,
        platform_note_id: note.platform_note_id,
        deleted: false,
        comments: restored,
        restorable_until: null,
      };
    },

    /**
     * Tracking on/off and what the note is about. Brand, line and product must be the tenant's (404) and
     * agree with each other (422 naming the field). A parent not given follows the child given (a product
     * brings its line and brand); a child not given stays only if it still belongs. Setting any of source,
     * brand, line, product or keyword marks the note's tracking as manual: re-matching leaves it alone.
     */
    updateTracking: async (caller: AuthContext, input: TUpdateTrackInput): Promise<TNoteCard> => {
      const note = await requireNote(caller, input.note_id);
      const owned = <T extends OwnedTable>(table: T, id: number | null | undefined) =>
        id == null ? null : findOwned(deps.db, table, caller.tenantId, id);
      await owned('brands', input.brand_id);
      const line = await owned('product_lines', input.product_line_id);
      const product = await owned('products', input.product_id);

      const brandId =
        input.brand_id !== undefined
          ? input.brand_id
          : (product?.brand_id ?? line?.brand_id ?? note.brand_id);
      const lineOfBrand = async (id: number | null) => {
        if (id === null || brandId === null) return null;
        return (await tenants.findProductLine(caller.tenantId, id))?.brand_id === brandId ? id : null;
      };
      const productLineId =
        input.product_line_id !== undefined
          ? input.product_line_id
          : (product?.product_line_id ?? (await lineOfBrand(note.product_line_id)));
      const productOfLine = async (id: number | null) => {
        if (id === null || productLineId === null) return null;
        return (await tenants.findProduct(caller.tenantId, id))?.product_line_id === productLineId
          ? id
          : null;
      };
      const productId =
        input.product_id !== undefined ? input.product_id : await productOfLine(note.product_id);
      if (line && line.brand_id !== brandId) {
        throw unprocessable('productLineNotOfBrand', 'product_line_id');
      }
      if (product && (product.product_line_id !== productLineId || product.brand_id !== brandId)) {
        throw unprocessable(
          product.product_line_id !== productLineId ? 'productNotInLine' : 'productNotOfBrand',
          'product_id',
        );
      }
      const manual = [
        input.source,
        input.brand_id,
        input.product_line_id,
        input.product_id,
        input.keyword,
      ].some((value) => value !== undefined);
      const changes = {
        ...(input.tracked !== undefined ? { tracked: input.tracked ? 1 : 0 } : {}),
        ...(input.source !== undefined ? { source: input.source } : {}),
        ...(input.keyword !== undefined ? { keyword: input.keyword } : {}),
        brand_id: brandId,
        product_line_id: productLineId,
        product_id: productId,
      };
      const at = deps.now();
      await notes.updateTracking(caller.tenantId, note.id, changes, at, manual);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'note.update_track',
        entity: 'note',
        entityId: note.id,
        before: {
          tracked: note.tracked === 1,
          source: note.source,
          brand_id: note.brand_id,
          product_line_id: note.product_line_id,
          product_id: note.product_id,
          keyword: note.keyword,
        },
        after: { ...changes, tracking_manual: manual || undefined },
        at,
      });
      return card(caller, await requireNote(caller, note.id));
    },
  };
};

export type NoteService = ReturnType<typeof createNoteService>;
