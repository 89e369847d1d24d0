import { InputNumber, Typography } from '@arco-design/web-react';
import { DEFAULT_NEG_RATIO_THRESHOLD } from '@notedesk/contract';
import { useState } from 'react';
import { CountCard } from '@/app/dashboard/CountCard';
import { DashboardFilterBar } from '@/app/dashboard/DashboardFilterBar';
import { DashboardPanel } from '@/app/dashboard/DashboardPanel';
import { DrillLink } from '@/app/dashboard/DrillLink';
import type { DashboardFilters } from '@/app/dashboard/dashboardFilters';
import { formatPercent } from '@/app/dashboard/formatMetric';
import { MetricCard } from '@/app/dashboard/MetricCard';
import { useDashboardQuery, useDashboardSearch } from '@/app/dashboard/useDashboard';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { fetchBrandReview } from '../api';
import { ReviewedNoteTable } from '../components/ReviewedNoteTable';
import { TierChart } from '../components/TierChart';
import '@/app/dashboard/DashboardPanel.css';

const DEFAULT_PERCENT = DEFAULT_NEG_RATIO_THRESHOLD * 100;

/** Brand review (note monitoring): notes mentioning the brand by author tier, those with many negative comments flagged. */
export const BrandReviewPage = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const { asked, search } = useDashboardSearch({ threshold: DEFAULT_NEG_RATIO_THRESHOLD });
  const result = useDashboardQuery('brand-review', fetchBrandReview, asked);
  // The threshold typed, in percent; it counts from the next 查询.
  const [percent, setPercent] = useState(DEFAULT_PERCENT);
  const searchAt = (filters: DashboardFilters, at: number) => search(filters, { threshold: at / 100 });
  const review = result.data;
  const flaggedName = t('brandReview.flagged', {
    threshold: formatPercent(review?.threshold ?? percent / 100, locale),
  });
  return (
    <div className="dashboard-page" data-testid="brand-review-page">
      <DashboardFilterBar
        title={t('brandReview.title')}
        description={t('brandReview.description')}
        applied={asked.filters}
        fields={['brand', 'productLine', 'product']}
        brandPlaceholder={t('dashboard.filter.ownBrand')}
        onSearch={(filters) => searchAt(filters, percent)}
        onReset={(filters) => {
          setPercent(DEFAULT_PERCENT);
          searchAt(filters, DEFAULT_PERCENT);
        }}
      >
        <div className="dashboard-filters__field">
          <Typography.Text type="secondary">{t('brandReview.threshold')}</Typography.Text>
          <InputNumber
            aria-label={t('brandReview.threshold')}
            min={1}
            max={100}
            precision={0}
            suffix="%"
            value={percent}
            onChange={(value) => setPercent(value ?? DEFAULT_PERCENT)}
            style={{ width: 110 }}
          />
        </div>
      </DashboardFilterBar>
      <DashboardPanel
        result={result}
        title={
          review?.brand ? t('brandReview.brand', { brand: review.brand.name }) : t('brandReview.allBrands')
        }
      >
        {(data) => (
          <div className="metric-grid" data-testid="review-metrics">
            <MetricCard title={t('brandReview.notes')} period={data.period} count={data.notes} />
            <CountCard title={flaggedName} count={data.flagged} period={data.period} />
          </div>
        )}
      </DashboardPanel>
      <DashboardPanel result={result} title={t('brandReview.tiers')}>
        {(data) => <TierChart tiers={data.tiers} flaggedName={flaggedName} />}
      </DashboardPanel>
      <DashboardPanel
        result={result}
        title={t('brandReview.items')}
        extra={
          review ? (
            <Typography.Text type="secondary">
              {t('brandReview.itemsMore')} <DrillLink count={review.notes} />
            </Typography.Text>
          ) : null
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => <ReviewedNoteTable rows={data.items} />}
      </DashboardPanel>
    </div>
  );
};
