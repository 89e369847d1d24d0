import { Message, Table, Typography } from '@arco-design/web-react';
import { isPermitted, PERMISSIONS, type TDeletedNote, type TPlatform } from '@notedesk/contract';
import { useEffect, useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useTargetPlatform } from '@/app/session/useTargetPlatform';
import { useUserStore } from '@/app/stores/useUserStore';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { emptyTextOf } from '@/app/ui/emptyTextOf';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useRestoreNote } from '@/features/notes';
import { useDeletedNotes } from '../hooks/useDeletedNotes';

const PAGE_SIZE = 20;

/**
 * Notes of the top bar's platform deleted in the last 30 days, who deleted them and when; managers and admins
 * restore them.
 */
export const DeletedNoteList = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const role = useUserStore((state) => state.role);
  const manages = isPermitted(PERMISSIONS.notes.restore, role);
  const platform = useTargetPlatform();
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (platform) setPage(1);
  }, [platform]);
  const deleted = useDeletedNotes(platform, page, PAGE_SIZE);
  const restore = useRestoreNote((restored) =>
    Message.success(t('trackedNotes.restored', { id: restored.platform_note_id })),
  );
  const time = (value: string) => formatDateTime(value, locale);

  const columns = [
    {
      title: t('trackedNotes.column.title'),
      dataIndex: 'title',
      render: (value: string) => value || t('trackedNotes.noTitle'),
    },
    { title: t('trackedNotes.column.noteId'), dataIndex: 'platform_note_id', width: 220 },
    {
      title: t('trackedNotes.column.platform'),
      dataIndex: 'platform',
      width: 120,
      render: (value: TPlatform) => t(`trackedNotes.platform.${value}`),
    },
    {
      title: t('trackedNotes.column.deletedBy'),
      dataIndex: 'deleted_by',
      width: 130,
      render: (value: TDeletedNote['deleted_by']) => value?.name ?? '—',
    },
    { title: t('trackedNotes.column.deletedAt'), dataIndex: 'deleted_at', width: 160, render: time },
    {
      title: t('trackedNotes.column.restorableUntil'),
      dataIndex: 'restorable_until',
      width: 160,
      render: time,
    },
    ...(manages
      ? [
          {
            title: t('trackedNotes.column.actions'),
            dataIndex: 'actions',
            width: 90,
            render: (_: unknown, note: TDeletedNote) => (
              <ConfirmButton
                label={t('trackedNotes.restore')}
                title={t('trackedNotes.restoreConfirm')}
                cancelText={t('trackedNotes.cancel')}
                onOk={() => restore.mutateAsync(note.id).catch(() => undefined)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      <Typography.Paragraph type="secondary">
        {t(manages ? 'trackedNotes.deletedIntro' : 'trackedNotes.deletedIntroWorker')}
      </Typography.Paragraph>
      <LoadFailed query={deleted} message={(reason) => t('trackedNotes.loadFailed', { reason })} />
      <Table
        rowKey="id"
        loading={deleted.isFetching}
        columns={columns}
        data={deleted.data?.items ?? []}
        noDataElement={emptyTextOf(deleted, t('trackedNotes.deletedEmpty'))}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: deleted.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </div>
  );
};
