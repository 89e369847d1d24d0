import { Alert, Button, Card, Pagination, Space, Tag, Typography } from '@arco-design/web-react';
import { PAGE_SIZE_DEFAULT } from '@notedesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DrillNames, describeDrillFilter } from '@/app/dashboard/describeDrillFilter';
import { DRILL_LIST_PARAM, type DrillList } from '@/app/dashboard/drillTarget';
import { formatCount } from '@/app/dashboard/formatMetric';
import { DASHBOARDS_KEY } from '@/app/dashboard/useDashboard';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { platformStorage } from '@/app/session/platformStorage';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { COMMENTS_KEY } from '@/features/comments';
import { fetchDrillComments, fetchDrillNotes } from '../api';
import { DrillComments } from '../components/DrillComments';
import { DrillNoteTable } from '../components/DrillNoteTable';
import './DrillListPage.css';

/** Address values that are the page's own, not filters of the list. */
const PAGING: ReadonlySet<string> = new Set([DRILL_LIST_PARAM, 'page', 'page_size']);

/**
 * The list behind a dashboard number, asked with exactly the drill's filters (on the top bar's platform), so
 * its total is the number clicked. Notes open here; comments only when the comment page has no filter for
 * them, with the inbox's actions.
 */
export const DrillListPage = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const platform = useTenantStore((state) => state.tenant?.target_platform) ?? platformStorage.get();
  const signedIn = useUserStore((state) => state.role !== '');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const list: DrillList = params.get(DRILL_LIST_PARAM) === 'comments' ? 'comments' : 'notes';
  const page = Number(params.get('page')) || 1;
  const pageSize = Number(params.get('page_size')) || PAGE_SIZE_DEFAULT;
  const filters = useMemo(() => [...params].filter(([name]) => !PAGING.has(name)), [params]);
  const query = useMemo(
    () => ({
      ...Object.fromEntries(filters),
      target_platform: platform,
      page: String(page),
      page_size: String(pageSize),
    }),
    [filters, platform, page, pageSize],
  );
  const notes = useQuery({
    queryKey: [...DASHBOARDS_KEY, 'drill-list', query],
    queryFn: () => fetchDrillNotes(query),
    placeholderData: keepPreviousData,
    enabled: signedIn && list === 'notes',
  });
  // Under the comment list's key: the inbox's actions update these rows in place.
  const comments = useQuery({
    queryKey: [...COMMENTS_KEY, 'drill-list', query],
    queryFn: () => fetchDrillComments(query),
    placeholderData: keepPreviousData,
    enabled: signedIn && list === 'comments',
  });
  const result = list === 'notes' ? notes : comments;

  const turn = (nextPage: number, nextSize: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextSize === pageSize ? nextPage : 1));
    next.set('page_size', String(nextSize));
    navigate({ pathname, search: `?${next}` }, { replace: true });
  };

  const tenant = useTenantStore((state) => state.tenant);
  const expand = useTenantStore((state) => state.expandSearch);
  const names = useMemo<DrillNames>(() => {
    const named = (rows: readonly { id: number; name: string; display_name?: string }[]) =>
      new Map(rows.map((row) => [row.id, row.display_name || row.name]));
    return {
      brand_id: named(tenant?.brand_list ?? []),
      product_line_id: named([...(expand?.product_line ?? []), ...(tenant?.expands.product_line ?? [])]),
      product_id: named([...(expand?.product ?? []), ...(tenant?.product_list ?? [])]),
    };
  }, [tenant, expand]);

  const total = result.data?.total;
  return (
    <div className="drill-list">
      <Card bordered={false}>
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <div className="drill-list__head">
            <Typography.Title heading={5} className="drill-list__title">
              {t(list === 'notes' ? 'dashboard.drillList.notes' : 'dashboard.drillList.comments')}
            </Typography.Title>
            <Typography.Text
              className="drill-list__total"
              data-testid="drill-list-total"
              data-total={total ?? ''}
            >
              {total === undefined
                ? ''
                : t('dashboard.drillList.total', { total: formatCount(total, locale) })}
            </Typography.Text>
            <Button size="small" onClick={() => navigate(-1)}>
              {t('publicationEffect.drillList.back')}
            </Button>
          </div>
          <Typography.Text type="secondary">{t('dashboard.drillList.description')}</Typography.Text>
          <Space wrap size={6}>
            <Typography.Text type="secondary">{t('dashboard.drillList.filters')}:</Typography.Text>
            {filters.length ? (
              filters
                .filter(([name]) => name !== 'sort')
                .map(([name, value]) => <Tag key={name}>{describeDrillFilter(name, value, t, names)}</Tag>)
            ) : (
              <Typography.Text type="secondary">{t('dashboard.drillList.noFilter')}</Typography.Text>
            )}
          </Space>
        </Space>
      </Card>
      <Card bordered={false}>
        {result.isError ? (
          <Alert
            type="error"
            content={t('dashboard.loadFailed', { reason: result.error.message })}
            action={
              <Button size="small" onClick={() => void result.refetch()}>
                {t('dashboard.retry')}
              </Button>
            }
          />
        ) : list === 'comments' ? (
          <DrillComments page={comments.data} loading={comments.isFetching} />
        ) : (
          <DrillNoteTable notes={notes.data?.items ?? []} loading={notes.isFetching} />
        )}
        <div className="drill-list__footer">
          <Pagination
            size="small"
            total={total ?? 0}
            current={page}
            pageSize={pageSize}
            sizeCanChange
            sizeOptions={[20, 50, 100]}
            showTotal
            onChange={turn}
          />
        </div>
      </Card>
    </div>
  );
};
