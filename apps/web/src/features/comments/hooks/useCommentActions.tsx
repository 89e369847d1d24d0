import { Message } from '@arco-design/web-react';
import type {
  TClsType,
  TCommentLabels,
  TCommentRow,
  TFollowUp,
  TGeneratedReply,
  TPage,
  TProcessStatus,
  TReplyDraft,
} from '@notedesk/contract';
import { replyAdviceOf } from '@notedesk/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { usePersonaChoice } from '@/features/personas';
import {
  COMMENTS_KEY,
  DAILY_TASKS_KEY,
  editCommentLabels,
  editCommentReply,
  generateReply,
  setProcessStatus,
} from '../api';
import { ReplyEditorModal, type ReplyEditorTarget } from '../components/ReplyEditorModal';
import { StatusConflictModal } from '../components/StatusConflictModal';
import { newestChange, resolveStatusConflict, type StatusConflict, statusConflictOf } from '../conflict';

type RowPatch = (row: TCommentRow) => TCommentRow;

/** Changes rows in every cached comment page (list, detail threads) without refetching them. */
const patchCachedRows = (client: QueryClient, patches: ReadonlyMap<number, RowPatch>) => {
  client.setQueriesData<TPage<TCommentRow>>({ queryKey: COMMENTS_KEY }, (page) => {
    if (!page || !Array.isArray(page.items)) return page;
    let changed = false;
    const items = page.items.map((row) => {
      const patch = patches.get(row.id);
      if (!patch) return row;
      changed = true;
      return patch(row);
    });
    return changed ? { ...page, items } : page;
  });
};

const followUpPatch =
  (followUp: TFollowUp): RowPatch =>
  (row) => ({
    ...row,
    process_status: followUp.process_status,
    process_staff: followUp.process_staff,
    process_updated_at: followUp.process_updated_at,
  });

const labelsPatch =
  (labels: TCommentLabels): RowPatch =>
  (row) => ({
    ...row,
    ...labels,
    needs_review: false,
    cls_reason: '',
    // A person who calls it a complaint, a lead or praise says it is no spam (the server does the same).
    spam: labels.cls_type !== null && labels.cls_type !== 100 ? false : row.spam,
  });

/**
 * A saved reply (it answers any advice not to reply), or a generated draft with the advice it carries; a
 * generated comment draft also brings its sensitive flag and whose reply it follows (a staff save: none).
 */
const replyPatch =
  (draft: TReplyDraft | TGeneratedReply, note?: string): RowPatch =>
  (row) => ({
    ...row,
    reply_text: draft.reply_text,
    reply_updated_at: draft.reply_updated_at,
    reply_advice: replyAdviceOf(note),
    reply_based_on: 'reply_based_on' in draft ? (draft.reply_based_on ?? null) : null,
    ...('reply_flag' in draft && draft.reply_flag !== undefined ? { reply_flag: draft.reply_flag } : {}),
  });

/** At most this many replies are generated at once in a bulk action (the generator may be an LLM). */
const GENERATE_CONCURRENCY = 3;

type EditingReply = ReplyEditorTarget & { commentId: number };

export type CommentActions = {
  setStatus: (rows: readonly TCommentRow[], status: TProcessStatus) => Promise<void>;
  setCls: (rows: readonly TCommentRow[], cls: TClsType) => Promise<void>;
  generate: (rows: readonly TCommentRow[]) => Promise<void>;
  editReply: (row: TCommentRow) => void;
  generatingIds: ReadonlySet<number>;
  busy: boolean;
  /** The reply editor and the conflict dialog; render once on the page. */
  dialogs: ReactNode;
};

/** Follow-up, class and reply actions on comments, shared by the list and the note's detail page. */
export const useCommentActions = (): CommentActions => {
  const t = useT();
  const client = useQueryClient();
  const [generatingIds, setGeneratingIds] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<EditingReply | null>(null);
  const [statusConflict, setStatusConflict] = useState<StatusConflict | null>(null);

  /** Counts and today's tasks depend on statuses and classes: refresh them; rows were patched. */
  const refreshDerived = useCallback(() => {
    void client.invalidateQueries({ queryKey: [...COMMENTS_KEY, 'counts'] });
    void client.invalidateQueries({ queryKey: DAILY_TASKS_KEY });
    void client.invalidateQueries({ queryKey: COMMENTS_KEY, refetchType: 'none' });
  }, [client]);

  const applyFollowUps = useCallback(
    (followUps: readonly TFollowUp[]) => {
      patchCachedRows(client, new Map(followUps.map((followUp) => [followUp.id, followUpPatch(followUp)])));
      refreshDerived();
    },
    [client, refreshDerived],
  );

  const saveStatus = useCallback(
    async (commentIds: number[], status: TProcessStatus, expected: string | null) => {
      setBusy(true);
      try {
        const saved = await setProcessStatus({
          comment_ids: commentIds,
          status,
          expected_updated_at: expected,
        });
        applyFollowUps(saved);
        Message.success(
          t('comments.status.saved', { count: saved.length, status: t(`comments.status.${status}`) }),
        );
      } catch (error) {
        const conflict = statusConflictOf(error, { comment_ids: commentIds, status });
        if (conflict) setStatusConflict(conflict);
      } finally {
        setBusy(false);
      }
    },
    [applyFollowUps, t],
  );

  const setStatus = useCallback(
    (rows: readonly TCommentRow[], status: TProcessStatus) =>
      saveStatus(
        rows.map((row) => row.id),
        status,
        newestChange(rows),
      ),
    [saveStatus],
  );

  const setCls = useCallback(
    async (rows: readonly TCommentRow[], cls: TClsType) => {
      setBusy(true);
      try {
        const saved = await editCommentLabels({ comment_ids: rows.map((row) => row.id), cls_type: cls });
        patchCachedRows(client, new Map(saved.map((labels) => [labels.id, labelsPatch(labels)])));
        refreshDerived();
        Message.success(t('comments.cls.saved', { count: saved.length, cls: t(`comments.cls.${cls}`) }));
      } catch {
        // The HTTP client has shown the server's sentence; the tag keeps its old value.
      } finally {
        setBusy(false);
      }
    },
    [client, refreshDerived, t],
  );

  const generateOne = useCallback(
    async (row: TCommentRow): Promise<'drafted' | 'advised' | 'failed'> => {
      setGeneratingIds((ids) => new Set(ids).add(row.id));
      try {
        const draft = await generateReply(row.id, usePersonaChoice.getState().current());
        patchCachedRows(client, new Map([[row.id, replyPatch(draft, draft.note)]]));
        return replyAdviceOf(draft.note) === '' ? 'drafted' : 'advised';
      } catch {
        return 'failed';
      } finally {
        setGeneratingIds((ids) => {
          const next = new Set(ids);
          next.delete(row.id);
          return next;
        });
      }
    },
    [client],
  );

  const generate = useCallback(
    async (rows: readonly TCommentRow[]) => {
      const queue = [...rows];
      const outcomes = { drafted: 0, advised: 0, failed: 0 };
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) outcomes[await generateOne(row)] += 1;
      };
      await Promise.all(Array.from({ length: Math.min(GENERATE_CONCURRENCY, rows.length) }, worker));
      void client.invalidateQueries({ queryKey: COMMENTS_KEY, refetchType: 'none' });
      // A comment better left unanswered gets advice, not a draft: say so rather than "generated".
      if (rows.length === 1) {
        if (outcomes.drafted) Message.success(t('comments.reply.generated'));
        if (outcomes.advised) Message.info(t('comments.reply.advised'));
        return;
      }
      if (outcomes.drafted) Message.success(t('comments.bulk.generated', { count: outcomes.drafted }));
      if (outcomes.advised) Message.info(t('comments.bulk.advised', { count: outcomes.advised }));
    },
    [client, generateOne, t],
  );

  const editReply = useCallback((row: TCommentRow) => {
    setEditing({
      commentId: row.id,
      context: row.content,
      text: row.reply_text,
      updatedAt: row.reply_updated_at,
    });
  }, []);

  const dialogs = (
    <>
      <ReplyEditorModal
        target={editing}
        onClose={() => setEditing(null)}
        onSave={async (text, expected) => {
          if (!editing) return;
          const draft = await editCommentReply({
            comment_id: editing.commentId,
            reply_text: text,
            expected_updated_at: expected,
          });
          patchCachedRows(client, new Map([[editing.commentId, replyPatch(draft)]]));
          void client.invalidateQueries({ queryKey: COMMENTS_KEY, refetchType: 'none' });
          Message.success(t('comments.reply.saved'));
        }}
        onAcceptSaved={(draft) => patchCachedRows(client, new Map([[draft.id, replyPatch(draft)]]))}
        onGenerate={async () => {
          if (!editing) throw new Error('no comment');
          const draft = await generateReply(editing.commentId, usePersonaChoice.getState().current());
          patchCachedRows(client, new Map([[editing.commentId, replyPatch(draft, draft.note)]]));
          return draft;
        }}
      />
      <StatusConflictModal
        conflict={statusConflict}
        onChoose={(choice) => {
          if (!statusConflict) return;
          const resolution = resolveStatusConflict(statusConflict, choice);
          setStatusConflict(null);
          if (resolution.accept.length) applyFollowUps(resolution.accept);
          if (resolution.save)
            void saveStatus(
              resolution.save.comment_ids,
              resolution.save.status,
              resolution.save.expected_updated_at,
            );
        }}
        onClose={() => setStatusConflict(null)}
      />
    </>
  );

  return useMemo(
    () => ({ setStatus, setCls, generate, editReply, generatingIds, busy, dialogs }),
    // `dialogs` is new every render anyway; the memo keeps the callbacks' identity for the table.
    [setStatus, setCls, generate, editReply, generatingIds, busy, dialogs],
  );
};
