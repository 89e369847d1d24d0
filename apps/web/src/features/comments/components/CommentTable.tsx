import { Empty, Table, type TableColumnProps, Tag, Typography } from '@arco-design/web-react';
import type { TCommentRow } from '@notedesk/contract';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useNarrowWindow } from '@/app/layout/useNarrowWindow';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { SendToGroupButton } from '@/features/group-chat';
import type { CommentActions } from '../hooks/useCommentActions';
import { SENTIMENT_COLORS } from '../labels';
import { ClsFlags } from './ClsFlags';
import { ClsTagSelect } from './ClsTagSelect';
import { CommentImages } from './CommentImages';
import { CommentText } from './CommentText';
import { ReplyCell } from './ReplyCell';
import { StatusSelect } from './StatusSelect';
import './CommentTable.css';

/** A comment with its replies under it (the detail page threads them). */
export type ThreadedComment = TCommentRow & { children?: ThreadedComment[] };

type CommentTableProps = {
  rows: ThreadedComment[];
  loading: boolean;
  actions: Pick<CommentActions, 'setStatus' | 'setCls' | 'generate' | 'editReply' | 'generatingIds'>;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  /** The keyboard's highlighted row. */
  activeId?: number | null;
  onActivate?: (id: number) => void;
  /** Where a note title links to (the comment page's detail route). */
  noteLink?: (noteId: number) => string;
  /** On a note's own page every row has the same note. */
  hideNote?: boolean;
  empty?: ReactNode;
  /** Drawn by the caller (pagination lives with the filters in the address). */
  footer?: ReactNode;
};

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The comment columns of spec §3, with the in-place actions; wide, so it scrolls sideways. */
export const CommentTable = ({
  rows,
  loading,
  actions,
  selectedIds,
  onSelect,
  activeId,
  onActivate,
  noteLink,
  hideNote,
  empty,
  footer,
}: CommentTableProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  // A narrow window has no room for pinned columns: the comment (left) and its reply (right) together are
  // wider than the table, and the reply covered the comment. There the whole row scrolls sideways.
  const pinned = !useNarrowWindow();

  const columns = useMemo(() => {
    const named = (value: { name: string } | null) =>
      value ? <CommentText text={value.name} lines={1} /> : dash;
    const list: (TableColumnProps<ThreadedComment> & { width: number })[] = [
      {
        title: t('comments.column.content'),
        dataIndex: 'content',
        width: 300,
        fixed: pinned ? 'left' : undefined,
        render: (_: unknown, row) => (
          <div className="comment-table__content">
            <CommentText text={row.content} lines={3} />
            <Typography.Text type="secondary" className="comment-table__commenter">
              {row.ip_location
                ? t('comments.commenter', { name: row.user_nickname, ip: row.ip_location })
                : row.user_nickname}
            </Typography.Text>
          </div>
        ),
      },
      { title: t('comments.column.likes'), dataIndex: 'like_count', width: 72, align: 'right' },
      {
        title: t('comments.column.images'),
        dataIndex: 'pictures',
        width: 124,
        render: (_: unknown, row) => (row.pictures.length ? <CommentImages urls={row.pictures} /> : dash),
      },
      {
        title: t('comments.column.clsType'),
        dataIndex: 'cls_type',
        width: 128,
        render: (_: unknown, row) => (
          <>
            <ClsTagSelect
              value={row.cls_type}
              byStaff={row.cls_source === 'staff'}
              onChange={(cls) => void actions.setCls([row], cls)}
            />
            <ClsFlags row={row} />
          </>
        ),
      },
      {
        title: t('comments.column.sentiment'),
        dataIndex: 'sentiment',
        width: 88,
        render: (_: unknown, row) =>
          row.sentiment ? (
            <Tag size="small" color={SENTIMENT_COLORS[row.sentiment]}>
              {t(`comments.sentiment.${row.sentiment}`)}
            </Tag>
          ) : (
            dash
          ),
      },
      {
        title: t('comments.column.negType'),
        dataIndex: 'neg_type',
        width: 112,
        render: (_: unknown, row) =>
          row.neg_type ? <Tag size="small">{t(`comments.negType.${row.neg_type}`)}</Tag> : dash,
      },
      {
        title: t('comments.column.contentType'),
        dataIndex: 'content_type',
        width: 148,
        render: (_: unknown, row) =>
          row.content_type ? (
            <CommentText text={t(`comments.contentType.${row.content_type}`)} lines={1} />
          ) : (
            dash
          ),
      },
      {
        title: t('comments.column.createdAt'),
        dataIndex: 'published_at',
        width: 148,
        render: (value: string) => (
          <span className="comment-table__time">{formatDateTime(value, locale)}</span>
        ),
      },
      {
        title: t('comments.column.status'),
        dataIndex: 'process_status',
        width: 140,
        render: (_: unknown, row) => (
          <StatusSelect
            value={row.process_status}
            onChange={(status) => void actions.setStatus([row], status)}
          />
        ),
      },
      {
        title: t('comments.column.staff'),
        dataIndex: 'process_staff',
        // Room for a Chinese and a Latin name ("陈宇 Chen Yu"); a longer one is cut with the tooltip.
        width: 132,
        render: (_: unknown, row) => named(row.process_staff),
      },
      {
        title: t('comments.column.brand'),
        dataIndex: 'brand',
        width: 96,
        render: (_: unknown, row) => named(row.brand),
      },
      {
        title: t('comments.column.productLine'),
        dataIndex: 'product_line',
        width: 112,
        render: (_: unknown, row) => named(row.product_line),
      },
      {
        title: t('comments.column.product'),
        dataIndex: 'product',
        width: 144,
        render: (_: unknown, row) => named(row.product),
      },
      {
        title: t('comments.column.keyword'),
        dataIndex: 'keyword',
        width: 104,
        render: (value: string) => (value ? <CommentText text={value} lines={1} /> : dash),
      },
    ];
    if (!hideNote)
      list.push({
        title: t('comments.column.note'),
        dataIndex: 'note',
        width: 200,
        render: (_: unknown, row) =>
          row.note ? (
            <Link to={noteLink ? noteLink(row.note.id) : '#'} className="comment-table__note">
              <CommentText text={row.note.title_desc || t('comments.noteTitleEmpty')} lines={2} />
            </Link>
          ) : (
            dash
          ),
      });
    list.push({
      title: t('comments.column.reply'),
      dataIndex: 'reply_text',
      width: 280,
      fixed: pinned ? 'right' : undefined,
      render: (_: unknown, row) => (
        <ReplyCell
          text={row.reply_text}
          generating={actions.generatingIds.has(row.id)}
          advice={row.reply_advice}
          flag={row.reply_flag}
          basedOn={row.reply_based_on}
          onGenerate={() => void actions.generate([row])}
          onEdit={() => actions.editReply(row)}
        />
      ),
    });
    list.push({
      title: '',
      dataIndex: 'id',
      width: 44,
      fixed: pinned ? 'right' : undefined,
      render: (_: unknown, row) => <SendToGroupButton commentIds={[row.id]} size="mini" iconOnly />,
    });
    return list;
  }, [t, locale, actions, hideNote, noteLink, pinned]);

  const scrollX = columns.reduce((sum, column) => sum + column.width, 48);
  return (
    <>
      <Table<ThreadedComment>
        className="comment-table"
        rowKey="id"
        size="small"
        border={{ wrapper: true, cell: false }}
        loading={loading}
        columns={columns}
        data={rows}
        pagination={false}
        scroll={{ x: scrollX }}
        defaultExpandAllRows
        indentSize={20}
        rowSelection={{
          type: 'checkbox',
          checkStrictly: true,
          selectedRowKeys: selectedIds,
          onChange: (keys) => onSelect(keys.map(Number)),
          columnWidth: 40,
          fixed: pinned,
          // Arco puts these on the <label> around the row's checkbox: its accessible name.
          checkboxProps: (row) => ({
            'aria-label': t('comments.selectRow', { text: row.content.slice(0, 40) }),
          }),
        }}
        rowClassName={(row) => (row.id === activeId ? 'comment-table__row--active' : '')}
        onRow={(row) => ({ onClick: () => onActivate?.(row.id) })}
        // While rows are on their way there is nothing to say yet: "no comments match" would be wrong.
        noDataElement={
          loading ? (
            <div style={{ minHeight: 120 }} />
          ) : (
            (empty ?? <Empty description={t('comments.empty')} />)
          )
        }
      />
      {footer}
    </>
  );
};
