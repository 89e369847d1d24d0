import { NO_REPLY_NOTES } from '@notedesk/contract';
import type { CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import { isOwnAccountComment } from '../replies/isOwnAccountComment';
import type {
  CommentFollowUp,
  CommentLabelValues,
  CommentUpsert,
  NoteContext,
} from './importCommentRepository';
import type { ImportComment, ImportNote, Platform } from './importTypes';
import type { NoteMatch } from './noteMatcher';
import type { ImportRepository } from './repository';

/** What one batch did; of its new notes, how many were tracked and how many kept untracked. */
export type BatchOutcome = {
  imported: number;
  updated: number;
  unchanged: number;
  attached: number;
  notesTracked: number;
  notesUntracked: number;
};

export const emptyOutcome = (): BatchOutcome => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  attached: 0,
  notesTracked: 0,
  notesUntracked: 0,
});

export type ImportWriterDeps = {
  repository: ImportRepository;
  classifier: CommentClassifier;
  tenantId: number;
  now: () => number;
  match: (note: ImportNote) => NoteMatch;
  /** The tenant's own names (`ownAccountNames`), read once per job: a comment under one is the brand's own. */
  ownAccountNames: readonly string[];
};

const NOT_CLASSIFIED: CommentLabelValues = {
  cls_type: null,
  sentiment: null,
  neg_type: null,
  content_type: null,
  cls_source: null,
  cls_confidence: null,
  needs_review: 0,
  spam: 0,
  cls_reason: '',
};

const ORPHAN: Omit<NoteContext, 'note_id' | 'title' | 'description'> & { note_id: null } = {
  note_id: null,
  source: null,
  brand_id: null,
  product_line_id: null,
  product_id: null,
  keyword: '',
  tracked: 1,
  deleted_at: null,
};

const TO_DO: CommentFollowUp = { process_status: 0, reply_advice: '' };

/**
 * The brand's own reply in a crawl is nothing to follow up: 无需跟进 (3) with the advice a draft would give, so it
 * never enters the to-do queue. Stored only when the comment is inserted.
 */
const OWN_ACCOUNT: CommentFollowUp = { process_status: 3, reply_advice: NO_REPLY_NOTES.ownAccount };

const labelValues = (labels: CommentLabels): CommentLabelValues => ({
  cls_type: labels.cls_type,
  sentiment: labels.sentiment,
  neg_type: labels.cls_type === 0 ? labels.neg_type : null,
  content_type: labels.content_type,
  cls_source: labels.engine,
  cls_confidence: labels.confidence,
  needs_review: labels.needs_review ? 1 : 0,
  spam: labels.spam ? 1 : 0,
  cls_reason: labels.reason ?? '',
});

/** One row per id: the newest crawl wins inside a batch too (PostgreSQL refuses to upsert a key twice). */
const newestById = <T extends { last_modify_ts: number }>(
  rows: readonly T[],
  id: (row: T) => string,
): T[] => {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const seen = byId.get(id(row));
    if (!seen || row.last_modify_ts >= seen.last_modify_ts) byId.set(id(row), row);
  }
  return [...byId.values()];
};

const byPlatform = <T extends { platform: Platform }>(rows: readonly T[]): Array<[Platform, T[]]> => {
  const groups = new Map<Platform, T[]>();
  for (const row of rows) {
    const group = groups.get(row.platform) ?? [];
    group.push(row);
    groups.set(row.platform, group);
  }
  return [...groups.entries()];
};

/**
 * Writes batches of mapped notes and comments for one tenant: upsert by platform id (a newer crawl updates,
 * the same or an older one changes nothing), match new notes to the tracking configuration, attach waiting
 * comments when their note arrives, and classify comments that are new or whose text changed (never one a
 * staff member labelled). Shared by file imports and the ingest API.
 */
export const createImportWriter = (deps: ImportWriterDeps) => {
  const { repository, classifier, tenantId } = deps;
  /** Notes looked up during this run; a note never changes identity, so hits are safe to keep. */
  const noteCache = new Map<string, NoteContext>();
  /**
   * Comments of batches classified but not yet written (`platform:id` → crawl time): an import overlaps
   * the next batch's classification with this batch's write, so look-ups must count these as existing.
   */
  const inFlight = new Map<string, number>();

  const writeNotes = async (notes: readonly ImportNote[]): Promise<BatchOutcome> => {
    const outcome = emptyOutcome();
    for (const [platform, group] of byPlatform(notes)) {
      const rows = newestById(group, (note) => note.platform_note_id);
      // A note repeated in the batch is written once; its other copies change nothing: unchanged.
      outcome.unchanged += group.length - rows.length;
      const ids = rows.map((note) => note.platform_note_id);
      const existing = await repository.existingNotes(tenantId, platform, ids);
      const changed = rows.filter((note) => {
        const stored = existing.get(note.platform_note_id);
        if (stored === undefined) outcome.imported += 1;
        else if (note.last_modify_ts > stored) outcome.updated += 1;
        else outcome.unchanged += 1;
        return stored === undefined || note.last_modify_ts > stored;
      });
      if (changed.length === 0) continue;
      const at = deps.now();
      const upserts = changed.map((note) => ({ note, match: deps.match(note) }));
      for (const { note, match } of upserts) {
        if (existing.has(note.platform_note_id)) continue;
        if (match.tracked) outcome.notesTracked += 1;
        else outcome.notesUntracked += 1;
      }
      outcome.attached += await repository.transaction(async (trx) => {
        await trx.upsertNotes(tenantId, upserts, at);
        return trx.attachOrphans(tenantId, platform, ids, at);
      });
      for (const id of ids) noteCache.delete(`${platform}:${id}`);
    }
    return outcome;
  };

  const notesOf = async (platform: Platform, comments: readonly ImportComment[]) => {
    const missing = [...new Set(comments.map((c) => c.platform_note_id))].filter(
      (id) => !noteCache.has(`${platform}:${id}`),
    );
    if (missing.length > 0) {
      const found = await repository.notesFor(tenantId, platform, missing);
      for (const [id, note] of found) noteCache.set(`${platform}:${id}`, note);
    }
    return (id: string) => noteCache.get(`${platform}:${id}`);
  };

  /**
   * The look-up phase of comment batches runs one batch at a time, in call order, so a batch has put its
   * rows in flight before the next one looks (two overlapping batches holding one id both saw it missing).
   */
  let lookupTurn: Promise<unknown> = Promise.resolve();
  const inLookupTurn = <T>(lookup: () => Promise<T>): Promise<T> => {
    const result = lookupTurn.then(lookup);
    lookupTurn = result.catch(() => undefined);
    return result;
  };

  /** Which rows of a batch are new, newer or unchanged, and what each needs; puts the changed in flight. */
  const lookUpComments = async (
    platform: Platform,
    rows: readonly ImportComment[],
    outcome: BatchOutcome,
  ) => {
    // In flight BEFORE the database is asked: a batch that commits during the query and then leaves
    // the in-flight map is either seen by the query or found here; read after, it could be in neither.
    const pending = new Map<string, number>();
    for (const comment of rows) {
      const pendingTs = inFlight.get(`${platform}:${comment.platform_comment_id}`);
      if (pendingTs !== undefined) pending.set(comment.platform_comment_id, pendingTs);
    }
    const existing = await repository.existingComments(
      tenantId,
      platform,
      rows.map((c) => c.platform_comment_id),
    );
    const noteOf = await notesOf(platform, rows);
    const changed: ImportComment[] = [];
    const toClassify: number[] = [];
    for (const comment of rows) {
      const written = existing.get(comment.platform_comment_id);
      const pendingTs = pending.get(comment.platform_comment_id);
      // A batch in flight holds a crawl at least as new as what is stored, and its text is this one's.
      const stored =
        pendingTs !== undefined && (written === undefined || pendingTs >= written.lastModifyTs)
          ? { lastModifyTs: pendingTs, content: comment.content, clsSource: written?.clsSource ?? null }
          : written;
      if (stored && comment.last_modify_ts <= stored.lastModifyTs) {
        outcome.unchanged += 1;
        continue;
      }
      if (stored) outcome.updated += 1;
      else outcome.imported += 1;
      if (!stored || (stored.content !== comment.content && stored.clsSource !== 'staff')) {
        toClassify.push(changed.length);
      }
      changed.push(comment);
    }
    const keys = changed.map((comment) => {
      const key = `${platform}:${comment.platform_comment_id}`;
      inFlight.set(key, Math.max(comment.last_modify_ts, inFlight.get(key) ?? 0));
      return key;
    });
    return { changed, toClassify, keys, noteOf };
  };

  const writeComments = async (comments: readonly ImportComment[]): Promise<BatchOutcome> => {
    const outcome = emptyOutcome();
    for (const [platform, group] of byPlatform(comments)) {
      const rows = newestById(group, (comment) => comment.platform_comment_id);
      // As with notes: the copies of a repeated comment beyond the newest are unchanged.
      outcome.unchanged += group.length - rows.length;
      const { changed, toClassify, keys, noteOf } = await inLookupTurn(() =>
        lookUpComments(platform, rows, outcome),
      );
      if (changed.length === 0) continue;
      try {
        await classifyAndWrite(changed, toClassify, noteOf);
      } finally {
        for (const [index, key] of keys.entries()) {
          if (inFlight.get(key) === changed[index]?.last_modify_ts) inFlight.delete(key);
        }
      }
    }
    return outcome;
  };

  /** Classifies what needs it (off the main thread with the worker classifier) and writes the batch. */
  const classifyAndWrite = async (
    changed: readonly ImportComment[],
    toClassify: readonly number[],
    noteOf: (id: string) => NoteContext | undefined,
  ): Promise<void> => {
    const labels = await classifier.classify(
      toClassify.map((index) => {
        const comment = changed[index] as ImportComment;
        const note = noteOf(comment.platform_note_id);
        return { text: comment.content, noteTitle: note?.title ?? '', noteText: note?.description ?? '' };
      }),
      { tenantId },
    );
    const labelOf = new Map(toClassify.map((index, at) => [index, labels[at]]));
    const upserts: CommentUpsert[] = changed.map((comment, index) => {
      const label = labelOf.get(index);
      return {
        comment,
        labels: label ? labelValues(label) : NOT_CLASSIFIED,
        note: noteOf(comment.platform_note_id) ?? ORPHAN,
        followUp: isOwnAccountComment(
          { content: comment.content, userNickname: comment.user_nickname },
          deps.ownAccountNames,
        )
          ? OWN_ACCOUNT
          : TO_DO,
      };
    });
    const at = deps.now();
    await repository.transaction((trx) => trx.upsertComments(tenantId, upserts, at));
  };

  return { writeNotes, writeComments };
};

export type ImportWriter = ReturnType<typeof createImportWriter>;
