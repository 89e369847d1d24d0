import { DEMAND_CONTENT_TYPES, type TProductOpportunity } from '@notedesk/contract';
import { CountCard } from '@/app/dashboard/CountCard';
import { DashboardFilterBar } from '@/app/dashboard/DashboardFilterBar';
import { DashboardPanel } from '@/app/dashboard/DashboardPanel';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { useDashboardQuery, useDashboardSearch } from '@/app/dashboard/useDashboard';
import { WordCounts } from '@/app/dashboard/WordCounts';
import { useT } from '@/app/i18n/useT';
import { fetchProductOpportunity } from '../api';
import { CompetitorComplaints } from '../components/CompetitorComplaints';
import { type DemandRow, DemandTable } from '../components/DemandTable';
import { RisingKeywords } from '../components/RisingKeywords';
import '@/app/dashboard/DashboardPanel.css';

const byProduct = (data: TProductOpportunity): DemandRow[] =>
  data.by_product.map((row) => ({ ...row, key: String(row.product.id), name: row.product.name }));
const byKeyword = (data: TProductOpportunity): DemandRow[] =>
  data.by_keyword.map((row) => ({ ...row, key: row.keyword, name: row.keyword }));

/** No buying signal in any row: the chart would be bare axes. */
const noSignal = (rows: readonly DemandRow[]): boolean =>
  rows.every((row) => DEMAND_CONTENT_TYPES.every((type) => row[type].value === 0));

/** Product / category opportunity: what category buyers ask for, miss, and dislike in competitors. */
export const ProductOpportunityPage = () => {
  const t = useT();
  const { asked, search } = useDashboardSearch();
  const result = useDashboardQuery('product-opportunity', fetchProductOpportunity, asked);
  return (
    <div className="dashboard-page" data-testid="product-opportunity-page">
      <DashboardFilterBar
        title={t('productOpportunity.title')}
        description={t('productOpportunity.description')}
        applied={asked.filters}
        fields={['productLine', 'product']}
        onSearch={search}
      />
      <DashboardPanel result={result}>
        {(data) => (
          <div className="metric-grid" data-testid="opportunity-metrics">
            <CountCard title={t('productOpportunity.notes')} count={data.notes} period={data.period} />
            <CountCard title={t('productOpportunity.comments')} count={data.comments} period={data.period} />
            {DEMAND_CONTENT_TYPES.map((type) => (
              <CountCard
                key={type}
                title={t(`productOpportunity.demand.${type}`)}
                count={data.demand[type]}
                period={data.period}
              />
            ))}
          </div>
        )}
      </DashboardPanel>
      <div className="dashboard-grid">
        <DashboardPanel
          result={result}
          title={t('productOpportunity.byProduct')}
          isEmpty={(data) => noSignal(byProduct(data))}
        >
          {(data) => <DemandTable rows={byProduct(data)} groupTitle={t('productOpportunity.product')} />}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('productOpportunity.byKeyword')}
          isEmpty={(data) => noSignal(byKeyword(data))}
        >
          {(data) => <DemandTable rows={byKeyword(data)} groupTitle={t('productOpportunity.keyword')} />}
        </DashboardPanel>
      </div>
      <div className="dashboard-grid">
        <DashboardPanel
          result={result}
          title={t('productOpportunity.requirements')}
          extra={
            result.data ? (
              <span>
                {t('productOpportunity.requirementsAll')}{' '}
                <DrillLink count={result.data.requirements.comments} />
              </span>
            ) : null
          }
        >
          {(data) => (
            <WordCounts
              words={data.requirements.words}
              label={t('productOpportunity.requirements')}
              seriesName={t('productOpportunity.requirementWord')}
            />
          )}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('productOpportunity.competitors')}
          isEmpty={(data) => data.competitor_complaints.length === 0}
        >
          {(data) => <CompetitorComplaints complaints={data.competitor_complaints} />}
        </DashboardPanel>
      </div>
      <DashboardPanel result={result} title={t('productOpportunity.rising')}>
        {(data) => <RisingKeywords rows={data.rising_keywords} />}
      </DashboardPanel>
    </div>
  );
};
