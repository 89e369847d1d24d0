import { Alert, Button, Card, Empty, Pagination, Select, Space, Typography } from '@arco-design/web-react';
import type { TCommentRow, TProcessStatus } from '@notedesk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { menuPath } from '@/app/router/menuPath';
import { platformStorage } from '@/app/session/platformStorage';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { TryCommentButton } from '@/features/classify';
import { ExportButton } from '@/features/exports';
import { ExportToFeishuButton } from '@/features/feishu';
import { DeleteNoteButton, noteDetailPath } from '@/features/notes';
import { type CommentSort, EMPTY_FILTERS, toCommentQuery } from '../commentFilters';
import { BulkBar } from '../components/BulkBar';
import { CommentFilterBar, type StaffOption } from '../components/CommentFilterBar';
import { CommentTable } from '../components/CommentTable';
import { FlaggedToggle } from '../components/FlaggedToggle';
import { StatusTabs } from '../components/StatusTabs';
import { type TodayGroup, TodayPanel } from '../components/TodayPanel';
import { useCommentActions } from '../hooks/useCommentActions';
import { useCommentFilters } from '../hooks/useCommentFilters';
import { useCommentList } from '../hooks/useCommentList';
import { useFlaggedCount } from '../hooks/useFlaggedCount';
import { useListKeyboard } from '../hooks/useListKeyboard';
import { useStaffNames } from '../hooks/useStaffNames';
import { useStatusCounts } from '../hooks/useStatusCounts';
import { unknownIdFilters } from '../unknownIdFilters';
import './CommentMaintenancePage.css';

const OWN_PATH = menuPath('comment-maintenance');
const SORTS: readonly CommentSort[] = ['time_desc', 'time_asc', 'likes_desc'];
const noteLink = (noteId: number) => noteDetailPath('comment-maintenance', noteId);

/** The comment inbox: filters in the address, status tabs with counts, in-place and bulk actions. */
export const CommentMaintenancePage = () => {
  const t = useT();
  const platform = useTenantStore((state) => state.tenant?.target_platform) ?? platformStorage.get();
  const me = useUserStore((state) => state.user);
  // After logout the kept-alive page stays mounted; it must not ask for anything without a session.
  const signedIn = useUserStore((state) => state.role !== '');
  const { filters, rejected, active, update, replace, reset, drop } = useCommentFilters(OWN_PATH);
  const actions = useCommentActions();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [pageNotice, setPageNotice] = useState('');

  const query = useMemo(() => toCommentQuery(filters, platform), [filters, platform]);
  const list = useCommentList(query, signedIn);
  const statusCounts = useStatusCounts(filters, platform, signedIn);
  const flaggedCount = useFlaggedCount(filters, platform, signedIn);

  const rows = list.data?.items ?? [];
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const selectedRows = selectedIds.map((id) => rowsById.get(id)).filter((row): row is TCommentRow => !!row);

  // A new page of results starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not a value read.
  useEffect(() => setSelectedIds([]), [query]);

  // A page past the end (typed or shared address, or rows deleted since): go to the last one and say so.
  useEffect(() => {
    const data = list.data;
    if (!active || !data || list.isPlaceholderData || data.items.length > 0 || data.total === 0) return;
    if (filters.page <= 1) return;
    const last = Math.max(1, Math.ceil(data.total / filters.page_size));
    setPageNotice(t('comments.filter.pageOutOfRange', { page: filters.page, last }));
    replace({ ...filters, page: last }, { history: 'replace' });
  }, [active, list.data, list.isPlaceholderData, filters, replace, t]);

  // The tenant's staff, me first.
  const staffNames = useStaffNames(active);
  const staff: StaffOption[] = [
    ...(me ? [{ id: me.id, name: t('comments.filter.staffMe', { name: me.full_name || me.username }) }] : []),
    ...(staffNames.data ?? []).filter((person) => person.id !== me?.id).map(({ id, name }) => ({ id, name })),
  ];

  // Ids in the address the tenant does not have (a stale or edited link) are named and dropped, as other
  // unknown values are.
  const tenant = useTenantStore((state) => state.tenant);
  const expandSearch = useTenantStore((state) => state.expandSearch);
  useEffect(() => {
    if (!active || !tenant) return;
    const lines = [...(expandSearch?.product_line ?? []), ...tenant.expands.product_line];
    const products = [...(expandSearch?.product ?? []), ...tenant.product_list];
    const unknown = unknownIdFilters(filters, {
      brand_id: new Set(tenant.brand_list.map((brand) => brand.id)),
      product_line_id: new Set(lines.map((line) => line.id)),
      product_id: new Set(products.map((product) => product.id)),
      ...(staffNames.data && me
        ? { staff_id: new Set([me.id, ...staffNames.data.map((person) => person.id)]) }
        : {}),
    });
    if (unknown.rejected.length) drop(unknown.filters, unknown.rejected);
  }, [active, tenant, expandSearch, staffNames.data, me, filters, drop]);

  const onEditReply = useCallback((row: TCommentRow) => actions.editReply(row), [actions]);
  const onSetStatus = useCallback(
    (row: TCommentRow, status: TProcessStatus) => void actions.setStatus([row], status),
    [actions],
  );
  const keyboard = useListKeyboard({ rows, enabled: active, onEditReply, onSetStatus });

  const showToday = (group: TodayGroup, date: string) => {
    const base = { ...EMPTY_FILTERS, page_size: filters.page_size };
    if (group === 'todo') replace({ ...base, process_status: [0] });
    else if (group === 'in_progress') replace({ ...base, process_status: [1], staff_id: me?.id });
    else replace({ ...base, cls_type: [group === 'new_negative' ? 0 : 1], start_time: date, end_time: date });
  };

  const statusTab = filters.process_status.length === 1 ? (filters.process_status[0] ?? null) : null;

  return (
    <div className="comment-page">
      <TodayPanel platform={platform} enabled={signedIn} onShow={showToday} />
      <Card
        bordered={false}
        className="comment-page__filters"
        title={t('comments.filters')}
        extra={
          <Space>
            <ExportToFeishuButton selectedIds={selectedIds} filters={query} />
            <TryCommentButton />
            <DeleteNoteButton />
            <ExportButton subject="comments" query={query} />
          </Space>
        }
      >
        {rejected.length ? (
          <Alert
            type="warning"
            closable
            className="comment-page__notice"
            content={t('comments.filter.ignored', { params: rejected.join(', ') })}
          />
        ) : null}
        <CommentFilterBar filters={filters} onChange={update} onReset={reset} staff={staff} />
      </Card>
      <Card bordered={false} className="comment-page__list">
        <div className="comment-page__toolbar">
          <Space size={12} wrap>
            <StatusTabs
              value={statusTab}
              counts={statusCounts}
              onChange={(status) => update({ process_status: status === null ? [] : [status] })}
            />
            <FlaggedToggle
              value={filters.flagged === true}
              count={flaggedCount}
              onChange={(flagged) => update({ flagged: flagged || undefined })}
            />
          </Space>
          <Space>
            <Typography.Text type="secondary">{t('comments.filter.sort')}</Typography.Text>
            <Select
              size="small"
              aria-label={t('comments.filter.sort')}
              value={filters.sort}
              style={{ width: 128 }}
              onChange={(sort: CommentSort) => update({ sort })}
              options={SORTS.map((sort) => ({ value: sort, label: t(`comments.sort.${sort}`) }))}
            />
          </Space>
        </div>
        {pageNotice ? (
          <Alert
            type="info"
            closable
            onClose={() => setPageNotice('')}
            className="comment-page__notice"
            content={pageNotice}
          />
        ) : null}
        <BulkBar selected={selectedRows} actions={actions} onClear={() => setSelectedIds([])} />
        {list.isError ? (
          <LoadFailed
            className="comment-page__notice"
            query={list}
            message={(reason) => t('comments.error', { reason })}
          />
        ) : (
          <div className="comment-page__table" aria-busy={list.isFetching}>
            <CommentTable
              rows={rows}
              loading={list.isFetching}
              actions={actions}
              selectedIds={selectedIds}
              onSelect={setSelectedIds}
              activeId={keyboard.activeId}
              onActivate={keyboard.setActiveId}
              noteLink={noteLink}
              empty={
                <Empty
                  description={
                    <Space direction="vertical" size={4}>
                      <span>{t('comments.empty')}</span>
                      <Typography.Text type="secondary">{t('comments.emptyHint')}</Typography.Text>
                      <Button size="small" onClick={reset}>
                        {t('comments.filter.reset')}
                      </Button>
                    </Space>
                  }
                />
              }
            />
          </div>
        )}
        <div className="comment-page__footer">
          <Typography.Text type="secondary" className="comment-page__keys">
            {t('comments.keys.hint')}
          </Typography.Text>
          <Pagination
            size="small"
            total={list.data?.total ?? 0}
            current={filters.page}
            pageSize={filters.page_size}
            sizeCanChange
            sizeOptions={[20, 50, 100]}
            showTotal
            onChange={(page, pageSize) =>
              replace({ ...filters, page: pageSize === filters.page_size ? page : 1, page_size: pageSize })
            }
          />
        </div>
      </Card>
      {actions.dialogs}
    </div>
  );
};
