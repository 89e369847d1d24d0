import type { TCommentRow, TPage } from '@notedesk/contract';
import { useMemo, useState } from 'react';
import { BulkBar, CommentTable, useCommentActions } from '@/features/comments';
import { noteDetailPath } from '@/features/notes';

const noteLink = (noteId: number) => noteDetailPath('comment-maintenance', noteId);

/**
 * One page of a drilled comment list, acted on as in the inbox (status, labels, reply, bulk): the comment
 * feature's own table and actions. The page's query is kept under the comment list's key, so an action
 * changes these rows in place as it does the inbox's.
 */
export const DrillComments = ({
  page,
  loading,
}: {
  page: TPage<TCommentRow> | undefined;
  loading: boolean;
}) => {
  const actions = useCommentActions();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const rows = page?.items ?? [];
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const selectedRows = selectedIds.map((id) => rowsById.get(id)).filter((row): row is TCommentRow => !!row);
  return (
    <>
      <BulkBar selected={selectedRows} actions={actions} onClear={() => setSelectedIds([])} />
      <CommentTable
        rows={rows}
        loading={loading}
        actions={actions}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        noteLink={noteLink}
      />
      {actions.dialogs}
    </>
  );
};
