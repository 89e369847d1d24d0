import { Tabs, Typography } from '@arco-design/web-react';
import type { TPublicationEffect } from '@notedesk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf, trendOption } from '@/app/charts/chartOptions';
import { SENTIMENT_COLORS } from '@/app/charts/chartPalette';
import { DashboardPanel } from '@/app/dashboard/DashboardPanel';
import { MetricGrid } from '@/app/dashboard/MetricGrid';
import { SumCard } from '@/app/dashboard/SumCard';
import { useT } from '@/app/i18n/useT';
import { type EffectGroupRow, EffectGroupTable } from './EffectGroupTable';
import { NoteEffectTable } from './NoteEffectTable';

/** Publication effect (issue 11): the own notes of the period, per day, best and worst, and grouped. */
export const EffectSection = ({ result }: { result: UseQueryResult<TPublicationEffect> }) => {
  const t = useT();
  return (
    <>
      <DashboardPanel result={result} title={t('publicationEffect.effect.title')}>
        {(effect) => <EffectCards effect={effect} />}
      </DashboardPanel>
      <div className="dashboard-grid">
        <DashboardPanel
          result={result}
          title={t('publicationEffect.effect.trend')}
          isEmpty={(effect) => effect.trend.length === 0}
        >
          {(effect) => <CountTrend effect={effect} />}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('publicationEffect.effect.interactionTrend')}
          isEmpty={(effect) => effect.trend.length === 0}
        >
          {(effect) => <InteractionTrend effect={effect} />}
        </DashboardPanel>
      </div>
      <DashboardPanel result={result} title={t('publicationEffect.effect.top')}>
        {(effect) => <NoteEffectTable rows={effect.top_notes} />}
      </DashboardPanel>
      <DashboardPanel result={result} title={t('publicationEffect.effect.bottom')}>
        {(effect) => <NoteEffectTable rows={effect.bottom_notes} />}
      </DashboardPanel>
      <DashboardPanel result={result} title={t('publicationEffect.effect.groups')}>
        {(effect) => <EffectGroups effect={effect} />}
      </DashboardPanel>
    </>
  );
};

const EffectCards = ({ effect }: { effect: TPublicationEffect }) => {
  const t = useT();
  const from = t('publicationEffect.effect.from');
  const unit = t('publicationEffect.effect.notesUnit');
  return (
    <MetricGrid
      testId="effect-metrics"
      metrics={[
        { title: t('publicationEffect.effect.notes'), period: effect.period, count: effect.notes },
        { title: t('publicationEffect.effect.comments'), period: effect.period, count: effect.comments },
        {
          title: t('publicationEffect.effect.negativeRatio'),
          period: effect.period,
          ratio: effect.negative_ratio,
          riseIsBad: true,
        },
        { title: t('publicationEffect.effect.leads'), period: effect.period, count: effect.leads },
      ]}
    >
      <SumCard
        title={t('publicationEffect.effect.interactions')}
        sum={effect.sums.interactions}
        from={t('publicationEffect.effect.interactionsHint')}
        unit={unit}
      />
      {(['likes', 'collects', 'shares'] as const).map((metric) => (
        <SumCard
          key={metric}
          title={t(`publicationEffect.effect.${metric}`)}
          sum={effect.sums[metric]}
          from={from}
          unit={unit}
        />
      ))}
    </MetricGrid>
  );
};

const CountTrend = ({ effect }: { effect: TPublicationEffect }) => {
  const t = useT();
  const option = useMemo(
    () =>
      trendOption(
        effect.trend.map((day) => day.date),
        [
          {
            name: t('publicationEffect.effect.notes'),
            points: effect.trend.map((day) => pointOf(day.notes)),
          },
          {
            name: t('publicationEffect.effect.comments'),
            points: effect.trend.map((day) => pointOf(day.comments)),
          },
          {
            name: t('publicationEffect.effect.negative'),
            points: effect.trend.map((day) => pointOf(day.negative)),
            color: SENTIMENT_COLORS.negative,
          },
          {
            name: t('publicationEffect.effect.leads'),
            points: effect.trend.map((day) => pointOf(day.leads)),
          },
        ],
      ),
    [effect, t],
  );
  return <Chart option={option} label={t('publicationEffect.effect.trend')} />;
};

const InteractionTrend = ({ effect }: { effect: TPublicationEffect }) => {
  const t = useT();
  const option = useMemo(
    () =>
      barOption(
        effect.trend.map((day) => day.date.slice(5)),
        [
          {
            name: t('publicationEffect.effect.interactions'),
            // The sum of a day opens that day's notes.
            points: effect.trend.map((day) => ({
              value: day.interactions.value,
              drill: day.interactions.over.drill,
            })),
          },
        ],
      ),
    [effect, t],
  );
  return <Chart option={option} label={t('publicationEffect.effect.interactionTrend')} />;
};

const EffectGroups = ({ effect }: { effect: TPublicationEffect }) => {
  const t = useT();
  const accounts: EffectGroupRow[] = effect.by_account.map((row) => ({
    ...row,
    key: row.account.author_id,
    name: row.account.name || row.account.author_id,
  }));
  const lines: EffectGroupRow[] = effect.by_product_line.map((row) => ({
    ...row,
    key: String(row.product_line.id),
    name: row.product_line.name,
  }));
  const products: EffectGroupRow[] = effect.by_product.map((row) => ({
    ...row,
    key: String(row.product.id),
    name: row.product.name,
  }));
  const groups = [
    { key: 'account', title: t('publicationEffect.effect.byAccount'), rows: accounts },
    { key: 'product-line', title: t('publicationEffect.effect.byProductLine'), rows: lines },
    { key: 'product', title: t('publicationEffect.effect.byProduct'), rows: products },
  ];
  return (
    <Tabs defaultActiveTab="account" type="rounded">
      {groups.map((group) => (
        <Tabs.TabPane key={group.key} title={group.title}>
          {group.rows.length ? (
            <EffectGroupTable rows={group.rows} groupTitle={t('publicationEffect.effect.group')} />
          ) : (
            <Typography.Text type="secondary">{t('dashboard.empty')}</Typography.Text>
          )}
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
};
