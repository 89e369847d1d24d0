import { Alert, Button, Card, Pagination, Result, Space, Typography } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import type { TCommentRow } from '@notedesk/contract';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError } from '@/app/http/HttpError';
import { useT } from '@/app/i18n/useT';
import { menuPath } from '@/app/router/menuPath';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';
import { platformStorage } from '@/app/session/platformStorage';
import { useUserStore } from '@/app/stores/useUserStore';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { BulkBar, CommentTable, useCommentActions } from '@/features/comments';
import { ExportedCommentsLink, useExportedLinks } from '@/features/feishu';
import { NOTE_COMMENTS_PAGE_SIZE } from '../api';
import { DeleteNoteButton } from '../components/DeleteNoteButton';
import { NoteHeader } from '../components/NoteHeader';
import { NoteReplyCard } from '../components/NoteReplyCard';
import { useBackToListPath } from '../hooks/useBackToListPath';
import { useNote } from '../hooks/useNote';
import { useNoteComments } from '../hooks/useNoteComments';
import { usePutNoteDraft } from '../hooks/usePutNoteDraft';
import { threadComments } from '../threadComments';
import './NoteDetailPage.css';

/** Top-level comments per screen; their replies come along under them. */
const THREADS_PER_PAGE = 20;
/** Our note ids are positive integers; anything else cannot be a note, so it is not asked for. */
const NOTE_ID = /^[1-9]\d{0,9}$/;

/**
 * One note: header with metrics, its reply draft, and its comments threaded under their parents with
 * the list's actions. The same page serves the three detail routes; the menu entry it highlights comes
 * from the route.
 */
export const NoteDetailPage = () => {
  const t = useT();
  const { content_id: rawId = '' } = useParams();
  const { route } = useCurrentRoute();
  const backPath = useBackToListPath(route?.meta.activeMenu ? menuPath(route.meta.activeMenu) : undefined);
  const noteId = NOTE_ID.test(rawId) ? Number(rawId) : null;
  const signedIn = useUserStore((state) => state.role !== '');
  const platform = platformStorage.get();
  const actions = useCommentActions();
  const [serverPage, setServerPage] = useState(1);
  const [threadPage, setThreadPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [deleted, setDeleted] = useState(false);

  const note = useNote(noteId, signedIn);
  const exported = useExportedLinks(note.data ? [note.data.id] : []);
  const comments = useNoteComments({
    noteId,
    platform: note.data?.platform ?? platform,
    page: serverPage,
    enabled: signedIn && note.isSuccess && !deleted,
  });
  const putDraft = usePutNoteDraft(noteId);

  const rows = comments.data?.items ?? [];
  const threads = useMemo(() => threadComments(rows), [rows]);
  const shown = threads.slice((threadPage - 1) * THREADS_PER_PAGE, threadPage * THREADS_PER_PAGE);
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const selectedRows = selectedIds.map((id) => rowsById.get(id)).filter((row): row is TCommentRow => !!row);

  const back = backPath ? (
    <Link to={backPath}>
      <Button icon={<IconLeft />}>{t('notes.back')}</Button>
    </Link>
  ) : null;

  const missing =
    noteId === null || (note.error instanceof HttpError && [404, 422].includes(note.error.status ?? 0));
  if (missing)
    return (
      <Card bordered={false}>
        <Result
          status="404"
          title={t('notes.notFound')}
          subTitle={t('notes.notFoundHint', { id: rawId })}
          extra={back}
        />
      </Card>
    );
  if (note.isError)
    return (
      <Card bordered={false}>
        <LoadFailed query={note} message={(reason) => t('notes.loadFailed', { reason })} />
      </Card>
    );
  if (!note.data) return <Card bordered={false} loading className="note-detail__loading" />;

  return (
    <div className="note-detail">
      <NoteHeader
        note={note.data}
        actions={
          <>
            <ExportedCommentsLink noteId={note.data.id} links={exported.data} />
            {back}
            {deleted ? null : (
              <DeleteNoteButton
                noteId={note.data.id}
                onDeleted={() => setDeleted(true)}
                onRestored={() => setDeleted(false)}
              />
            )}
          </>
        }
      />
      {deleted ? <Alert type="warning" content={t('notes.deleted')} /> : null}
      <NoteReplyCard note={note.data} onDraft={putDraft} />
      {deleted ? null : (
        <Card
          bordered={false}
          title={t('notes.comments.title')}
          extra={
            <Typography.Text type="secondary">
              {t('notes.comments.count', { total: comments.data?.total ?? '…' })}
            </Typography.Text>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <BulkBar selected={selectedRows} actions={actions} onClear={() => setSelectedIds([])} />
            {comments.isError ? (
              <LoadFailed query={comments} message={(reason) => t('comments.error', { reason })} />
            ) : (
              <CommentTable
                rows={shown}
                loading={comments.isFetching}
                actions={actions}
                selectedIds={selectedIds}
                onSelect={setSelectedIds}
                hideNote
              />
            )}
            <div className="note-detail__pager">
              <Pagination
                size="small"
                total={threads.length}
                current={threadPage}
                pageSize={THREADS_PER_PAGE}
                hideOnSinglePage
                onChange={setThreadPage}
              />
              {(comments.data?.total ?? 0) > NOTE_COMMENTS_PAGE_SIZE ? (
                <Pagination
                  size="small"
                  simple
                  total={comments.data?.total ?? 0}
                  pageSize={NOTE_COMMENTS_PAGE_SIZE}
                  current={serverPage}
                  onChange={(page) => {
                    setServerPage(page);
                    setThreadPage(1);
                  }}
                />
              ) : null}
            </div>
          </Space>
        </Card>
      )}
      {actions.dialogs}
    </div>
  );
};
