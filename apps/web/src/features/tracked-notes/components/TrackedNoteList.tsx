import { Button, Message, Select, Space, Switch, Table, Tag, Typography } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import {
  CONTENT_SOURCES,
  isPermitted,
  PERMISSIONS,
  type TNoteCard,
  type TTrackedNote,
} from '@notedesk/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useTargetPlatform } from '@/app/session/useTargetPlatform';
import { useUserStore } from '@/app/stores/useUserStore';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { DebouncedInput } from '@/app/ui/DebouncedInput';
import { emptyTextOf } from '@/app/ui/emptyTextOf';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { ExportButton } from '@/features/exports';
import { ExportedCommentsLink, useExportedLinks } from '@/features/feishu';
import { noteDetailPath, useDeleteNote } from '@/features/notes';
import { type TrackedNoteFilters, trackedNotesQuery } from '../api';
import { useSetNoteTracked } from '../hooks/useSetNoteTracked';
import { useTrackedNotes } from '../hooks/useTrackedNotes';
import { AddNoteForm } from './AddNoteForm';
import { AuthorSelect } from './AuthorSelect';

const FIRST_PAGE: Pick<TrackedNoteFilters, 'page' | 'pageSize'> = { page: 1, pageSize: 20 };

/** A note added by link that no crawl has filled yet. */
const awaitingCrawl = (note: TNoteCard) => !note.title && !note.description && !note.author_name;

/**
 * Every note of the tenant on the top bar's platform, with search and filters; managers add notes and switch
 * tracking, anyone deletes.
 */
export const TrackedNoteList = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const role = useUserStore((state) => state.role);
  const manages = isPermitted(PERMISSIONS.notes.track, role);
  const platform = useTargetPlatform();
  const [filters, setFilters] = useState<Omit<TrackedNoteFilters, 'platform'>>({
    q: '',
    authorId: '',
    tracked: '',
    source: '',
    ...FIRST_PAGE,
  });
  const change = (next: Partial<TrackedNoteFilters>) =>
    setFilters((current) => ({ ...current, ...FIRST_PAGE, ...next }));
  // Another platform in the top bar: its first page, and an author of the other platform no longer applies.
  useEffect(() => {
    if (platform) setFilters((current) => ({ ...current, ...FIRST_PAGE, authorId: '' }));
  }, [platform]);

  const notes = useTrackedNotes({ ...filters, platform });
  const exported = useExportedLinks(notes.data?.items.map((note) => note.id) ?? []);
  const tracking = useSetNoteTracked((note) =>
    Message.success(t(note.tracked ? 'trackedNotes.tracking.on' : 'trackedNotes.tracking.off')),
  );
  const remove = useDeleteNote((deletion) =>
    Message.success(t('trackedNotes.deleted', { id: deletion.platform_note_id })),
  );

  const showAdded = (note: TTrackedNote) => {
    change({ q: note.platform_note_id, authorId: '', tracked: '', source: '' });
    // The list shows the top bar's platform only: say where a note of the other one is.
    if (note.platform !== platform)
      Message.info(
        t('trackedNotes.addedOtherPlatform', { platform: t(`trackedNotes.platform.${note.platform}`) }),
      );
  };

  const columns = [
    {
      title: t('trackedNotes.column.title'),
      dataIndex: 'title_desc',
      render: (_: unknown, note: TNoteCard) =>
        awaitingCrawl(note) ? (
          <Space direction="vertical" size={2}>
            <Link to={noteDetailPath('publication-effect', note.id)}>{note.platform_note_id}</Link>
            <Tag color="orange" size="small">
              {t('trackedNotes.awaitingCrawl')}
            </Tag>
          </Space>
        ) : (
          <Space direction="vertical" size={2}>
            <Link to={noteDetailPath('publication-effect', note.id)} className="tracked-notes-title">
              {note.title_desc || note.platform_note_id}
            </Link>
            <ExportedCommentsLink noteId={note.id} links={exported.data} />
          </Space>
        ),
    },
    {
      title: t('trackedNotes.column.noteId'),
      dataIndex: 'platform_note_id',
      width: 190,
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    {
      title: t('trackedNotes.column.author'),
      dataIndex: 'author_name',
      width: 120,
      render: (value: string) => value || '—',
    },
    {
      title: t('trackedNotes.column.metrics'),
      dataIndex: 'likes',
      width: 140,
      render: (_: unknown, note: TNoteCard) =>
        awaitingCrawl(note)
          ? '—'
          : t('trackedNotes.metrics', {
              likes: note.likes,
              comments: note.commentCount,
              held: note.trackedCommentCount,
            }),
    },
    {
      title: t('trackedNotes.column.source'),
      dataIndex: 'source',
      width: 70,
      render: (value: TNoteCard['source']) => t(`trackedNotes.source.${value}`),
    },
    {
      title: t('trackedNotes.column.publishedAt'),
      dataIndex: 'published_at',
      width: 150,
      render: (value: string, note: TNoteCard) => (awaitingCrawl(note) ? '—' : formatDateTime(value, locale)),
    },
    {
      title: t('trackedNotes.column.tracked'),
      dataIndex: 'tracked',
      width: 70,
      render: (value: boolean, note: TNoteCard) =>
        manages ? (
          <Switch
            size="small"
            checked={value}
            aria-label={t('trackedNotes.column.tracked')}
            loading={tracking.isPending && tracking.variables?.id === note.id}
            onChange={(tracked) => tracking.mutate({ id: note.id, tracked })}
          />
        ) : (
          <Tag color={value ? 'green' : 'gray'}>{t(value ? 'trackedNotes.yes' : 'trackedNotes.no')}</Tag>
        ),
    },
    {
      title: t('trackedNotes.column.actions'),
      dataIndex: 'actions',
      width: 70,
      render: (_: unknown, note: TNoteCard) => (
        <ConfirmButton
          danger
          label={t('trackedNotes.delete')}
          title={t('trackedNotes.deleteConfirm')}
          content={t('trackedNotes.deleteHint')}
          cancelText={t('trackedNotes.cancel')}
          onOk={() => remove.mutateAsync(String(note.id)).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <div>
      {manages ? <AddNoteForm onAdded={showAdded} /> : null}
      <Space wrap className="tracked-notes-filters">
        <DebouncedInput
          value={filters.q}
          onCommit={(q) => change({ q })}
          label={t('trackedNotes.filter.search')}
          placeholder={t('trackedNotes.filter.search')}
          width={240}
        />
        <AuthorSelect
          platform={platform}
          value={filters.authorId}
          onChange={(authorId) => change({ authorId })}
        />
        <Select
          aria-label={t('trackedNotes.filter.tracked')}
          style={{ width: 140 }}
          value={filters.tracked}
          onChange={(tracked: TrackedNoteFilters['tracked']) => change({ tracked })}
          options={[
            { value: '', label: t('trackedNotes.filter.trackedAll') },
            { value: 'true', label: t('trackedNotes.filter.trackedOn') },
            { value: 'false', label: t('trackedNotes.filter.trackedOff') },
          ]}
        />
        <Select
          aria-label={t('trackedNotes.filter.source')}
          style={{ width: 140 }}
          value={filters.source}
          onChange={(source: TrackedNoteFilters['source']) => change({ source })}
          options={[
            { value: '', label: t('trackedNotes.filter.sourceAll') },
            ...CONTENT_SOURCES.map((source) => ({
              value: source,
              label: t(`trackedNotes.source.${source}`),
            })),
          ]}
        />
        <Button
          icon={<IconRefresh />}
          aria-label={t('trackedNotes.refresh')}
          onClick={() => void notes.refetch()}
        />
        <ExportButton subject="notes" query={trackedNotesQuery({ ...filters, platform })} />
      </Space>
      <LoadFailed query={notes} message={(reason) => t('trackedNotes.loadFailed', { reason })} />
      <Table
        rowKey="id"
        loading={notes.isFetching}
        columns={columns}
        data={notes.data?.items ?? []}
        noDataElement={emptyTextOf(notes, t('trackedNotes.empty'))}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: notes.data?.total ?? 0,
          showTotal: true,
          sizeCanChange: true,
          onChange: (page, pageSize) => setFilters((current) => ({ ...current, page, pageSize })),
        }}
      />
    </div>
  );
};
