import { Table, Typography } from '@arco-design/web-react';
import type { TDashboardPeriod, TOverview, TStaffFollowUp } from '@notedesk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf } from '@/app/charts/chartOptions';
import { CommentSampleList } from '@/app/dashboard/CommentSampleList';
import { DashboardPanel } from '@/app/dashboard/DashboardPanel';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { MetricGrid } from '@/app/dashboard/MetricGrid';
import { useT } from '@/app/i18n/useT';

const STATUSES = ['todo', 'in_progress', 'done', 'no_action'] as const;
const STATUS_CODES = { todo: 0, in_progress: 1, done: 2, no_action: 3 } as const;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The recent block's own period (7 days ending at the period's end) and the 7 days before it. */
const recentPeriod = (recent: TOverview['recent']): TDashboardPeriod => ({
  start_time: recent.start_time,
  end_time: recent.end_time,
  previous_start_time: new Date(Date.parse(recent.start_time) - WEEK_MS).toISOString(),
  previous_end_time: recent.start_time,
});

/** Company overview (spec §3 overview metrics), the top of the landing page. */
export const OverviewSection = ({ result }: { result: UseQueryResult<TOverview> }) => {
  const t = useT();
  return (
    <>
      <DashboardPanel
        result={result}
        title={t('publicationEffect.overview.title')}
        extra={
          <Typography.Text type="secondary">{t('publicationEffect.overview.description')}</Typography.Text>
        }
      >
        {(overview) => (
          <MetricGrid
            testId="overview-metrics"
            metrics={[
              {
                title: t('publicationEffect.overview.contents'),
                period: overview.period,
                count: overview.contents,
              },
              {
                title: t('publicationEffect.overview.comments'),
                period: overview.period,
                count: overview.comments,
              },
              {
                title: t('publicationEffect.overview.negative'),
                period: overview.period,
                count: overview.negative,
                riseIsBad: true,
              },
              {
                title: t('publicationEffect.overview.leads'),
                period: overview.period,
                count: overview.leads,
              },
              {
                title: t('publicationEffect.overview.coverage'),
                period: overview.period,
                ratio: overview.coverage,
              },
              {
                title: t('publicationEffect.overview.recentNeeded'),
                period: recentPeriod(overview.recent),
                count: overview.recent.needed,
                riseIsBad: true,
              },
              {
                title: t('publicationEffect.overview.recentDone'),
                period: recentPeriod(overview.recent),
                count: overview.recent.done,
              },
            ]}
          >
            <RankCard rank={overview.rank} />
          </MetricGrid>
        )}
      </DashboardPanel>
      <div className="dashboard-grid">
        <DashboardPanel
          result={result}
          title={t('publicationEffect.overview.followUp')}
          isEmpty={(overview) => overview.follow_up_by_staff.length === 0}
        >
          {(overview) => <FollowUpByStaff rows={overview.follow_up_by_staff} />}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('publicationEffect.overview.rank')}
          isEmpty={(overview) => overview.rank.brands.length === 0}
        >
          {(overview) => <BrandMentionsChart rank={overview.rank} />}
        </DashboardPanel>
      </div>
      <DashboardPanel result={result} title={t('publicationEffect.overview.hotComments')}>
        {(overview) => (
          <CommentSampleList
            sample={overview.hot_comments}
            moreLabel={t('publicationEffect.overview.allComments')}
          />
        )}
      </DashboardPanel>
    </>
  );
};

const RankCard = ({ rank }: { rank: TOverview['rank'] }) => {
  const t = useT();
  return (
    <div className="metric-card" data-metric={t('publicationEffect.overview.rank')}>
      <Typography.Text type="secondary">{t('publicationEffect.overview.rank')}</Typography.Text>
      <div className="metric-card__value">
        {rank.rank === null
          ? t('publicationEffect.overview.noOwnBrand')
          : t('publicationEffect.overview.rankValue', { rank: rank.rank })}
      </div>
      <Typography.Text type="secondary" className="metric-card__period">
        {t('publicationEffect.overview.rankOf', { of: rank.of })}
      </Typography.Text>
    </div>
  );
};

const BrandMentionsChart = ({ rank }: { rank: TOverview['rank'] }) => {
  const t = useT();
  const option = useMemo(
    () =>
      barOption(
        rank.brands.map((row) => row.brand.name),
        [
          {
            name: t('publicationEffect.overview.mentions'),
            points: rank.brands.map((row) => ({
              ...pointOf(row.notes),
              itemStyle: { color: row.brand.is_own ? '#F77234' : '#165DFF' },
            })),
          },
        ],
        { horizontal: true },
      ),
    [rank, t],
  );
  return (
    <Chart
      option={option}
      label={t('publicationEffect.overview.rank')}
      height={Math.max(160, rank.brands.length * 36)}
    />
  );
};

const FollowUpByStaff = ({ rows }: { rows: readonly TStaffFollowUp[] }) => {
  const t = useT();
  const option = useMemo(
    () =>
      barOption(
        rows.map((row) => row.staff.name),
        STATUSES.map((status) => ({
          name: t(`comments.status.${STATUS_CODES[status]}`),
          points: rows.map((row) => pointOf(row[status])),
        })),
        { stacked: true },
      ),
    [rows, t],
  );
  const columns = [
    {
      title: t('publicationEffect.overview.staff'),
      dataIndex: 'staff',
      render: (_: unknown, row: TStaffFollowUp) => row.staff.name,
    },
    ...STATUSES.map((status) =>
      drillCountColumn(
        t(`comments.status.${STATUS_CODES[status]}`),
        status,
        (row: TStaffFollowUp) => row[status],
      ),
    ),
  ];
  return (
    <>
      <Chart option={option} label={t('publicationEffect.overview.followUp')} height={220} />
      <Table
        size="small"
        rowKey={(row) => row.staff.id}
        columns={columns}
        data={[...rows]}
        pagination={false}
        border={false}
      />
    </>
  );
};
