import { DashboardFilterBar } from '@/app/dashboard/DashboardFilterBar';
import { useDashboardQuery, useDashboardSearch } from '@/app/dashboard/useDashboard';
import { useT } from '@/app/i18n/useT';
import { fetchOverview, fetchPublicationEffect } from '../api';
import { EffectSection } from '../components/EffectSection';
import { OverviewSection } from '../components/OverviewSection';
import '@/app/dashboard/DashboardPanel.css';

/** The landing page: the company overview first, then the effect of the own notes; one filter bar for both. */
export const PublicationEffectPage = () => {
  const t = useT();
  const { asked, search } = useDashboardSearch();
  const overview = useDashboardQuery('overview', fetchOverview, asked);
  const effect = useDashboardQuery('publication-effect', fetchPublicationEffect, asked);
  return (
    <div className="dashboard-page" data-testid="publication-effect-page">
      <DashboardFilterBar
        title={t('publicationEffect.title')}
        description={t('publicationEffect.pageDescription')}
        applied={asked.filters}
        fields={['productLine', 'product']}
        onSearch={search}
      />
      <OverviewSection result={overview} />
      <EffectSection result={effect} />
    </div>
  );
};
