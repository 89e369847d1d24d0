import { buildInboxMessages } from './buildInboxMessages';
import { createRandom } from './createRandom';
import type { DemoContentRepository, FullRow } from './demoContentRepository';
import { generateNoteComments, type ReplyVersion } from './generateNoteComments';
import { type ClassifyBatch, labelWithModel } from './labelWithModel';
import { planNotes } from './planNotes';

export type ContentVolume = {
  notes: number;
  comments: number;
  /** Mixed into every random stream with the tenant id and `now`; '' for the demo. */
  seed?: string;
  /** Called after each batch of comments is written (the scale generator prints progress). */
  onProgress?: (commentsWritten: number) => void;
  /** Labels comments as the embedded classifier would (the demo); without it the generator's labels stay. */
  classify?: ClassifyBatch;
};

export type ContentCounts = { notes: number; comments: number; replies: number; messages: number };

/** Comments are generated note by note and written in batches of about this many rows. */
const COMMENT_BATCH = 5_000;

/**
 * Generates and writes a tenant's notes, comments, reply history and inbox messages from its catalog
 * (brands, products, keywords, accounts, staff). The demo seed and the scale generator both call this;
 * the same (tenant id, now, seed) always writes the same data.
 */
export const writeTenantContent = async (
  repository: DemoContentRepository,
  tenantId: number,
  now: number,
  volume: ContentVolume,
): Promise<ContentCounts> => {
  const seed = `${volume.seed ?? ''}:${tenantId}:${now}`;
  const catalog = await repository.loadCatalog(tenantId);
  const plans = planNotes(createRandom(`${seed}:notes`), catalog, volume.notes, volume.comments, now);
  await repository.insertRows(
    'notes',
    plans.map((plan) => plan.row),
  );
  const noteIds = await repository.noteIds(tenantId);

  const replyVersions = new Map<string, ReplyVersion[]>();
  let batch: Array<FullRow<'comments'>> = [];
  let written = 0;
  const noteTitles = new Map(
    plans.map((plan) => [
      noteIds.get(`${plan.row.platform}:${plan.row.platform_note_id}`) ?? -1,
      plan.row.title,
    ]),
  );
  const flush = async () => {
    if (volume.classify) labelWithModel(batch, noteTitles, volume.classify);
    await repository.insertRows('comments', batch);
    written += batch.length;
    batch = [];
    volume.onProgress?.(written);
  };
  for (const plan of plans) {
    const noteId = noteIds.get(`${plan.row.platform}:${plan.row.platform_note_id}`);
    if (noteId === undefined) throw new Error(`note ${plan.row.platform_note_id} was not written`);
    // A stream per note keeps each note's comments the same however the batches fall.
    const random = createRandom(`${seed}:${plan.row.platform_note_id}`);
    const generated = generateNoteComments(random, plan, noteId, catalog.staff, now);
    for (const row of generated.rows) batch.push(row);
    for (const reply of generated.replies) replyVersions.set(reply.key, reply.versions);
    if (batch.length >= COMMENT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();

  const commentIds = await repository.commentIdsWithReplies(tenantId);
  const history: Array<FullRow<'reply_history'>> = [];
  for (const [key, versions] of replyVersions) {
    const commentId = commentIds.get(key);
    if (commentId === undefined) continue;
    for (const version of versions) {
      history.push({
        tenant_id: tenantId,
        target: 'comment',
        comment_id: commentId,
        note_id: null,
        text: version.text,
        source: version.source,
        persona_id: null,
        created_by: version.createdBy,
        created_at: version.createdAt,
      });
    }
  }
  await repository.insertRows('reply_history', history);

  const messages = buildInboxMessages(createRandom(`${seed}:messages`), tenantId, catalog.staff, now);
  await repository.insertRows('messages', messages);
  return { notes: plans.length, comments: written, replies: history.length, messages: messages.length };
};
