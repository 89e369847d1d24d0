import { Tabs, Typography } from '@arco-design/web-react';
import type { TBrandSentiment } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { pointOf, trendOption } from '@/app/charts/chartOptions';
import { SENTIMENT_COLORS } from '@/app/charts/chartPalette';
import { CommentSampleList } from '@/app/dashboard/CommentSampleList';
import { DashboardFilterBar } from '@/app/dashboard/DashboardFilterBar';
import { DashboardPanel } from '@/app/dashboard/DashboardPanel';
import { MetricGrid } from '@/app/dashboard/MetricGrid';
import { NegTypeChart } from '@/app/dashboard/NegTypeChart';
import { useDashboardQuery, useDashboardSearch } from '@/app/dashboard/useDashboard';
import { WordCounts } from '@/app/dashboard/WordCounts';
import { useT } from '@/app/i18n/useT';
import { fetchBrandSentiment } from '../api';
import { type SentimentGroupRow, SentimentGroupTable } from '../components/SentimentGroupTable';
import { ShareOfVoice } from '../components/ShareOfVoice';
import '@/app/dashboard/DashboardPanel.css';

const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;

/** Brand sentiment (comment monitoring): how the brand's comments feel, what they complain about, against competitors. */
export const BrandSentimentPage = () => {
  const t = useT();
  const { asked, search } = useDashboardSearch();
  const result = useDashboardQuery('brand-sentiment', fetchBrandSentiment, asked);
  const brand = result.data?.brand;
  return (
    <div className="dashboard-page" data-testid="brand-sentiment-page">
      <DashboardFilterBar
        title={t('brandSentiment.title')}
        description={t('brandSentiment.description')}
        applied={asked.filters}
        fields={['brand', 'productLine', 'product']}
        brandPlaceholder={t('dashboard.filter.ownBrand')}
        onSearch={search}
      />
      <DashboardPanel
        result={result}
        title={brand ? t('brandSentiment.brand', { brand: brand.name }) : t('brandSentiment.allBrands')}
      >
        {(sentiment) => (
          <MetricGrid
            testId="sentiment-metrics"
            metrics={[
              { title: t('brandSentiment.comments'), period: sentiment.period, count: sentiment.comments },
              {
                title: t('brandSentiment.negative'),
                period: sentiment.period,
                count: sentiment.negative,
                riseIsBad: true,
              },
              {
                title: t('brandSentiment.negativeRatio'),
                period: sentiment.period,
                ratio: sentiment.negative_ratio,
                riseIsBad: true,
              },
            ]}
          />
        )}
      </DashboardPanel>
      <div className="dashboard-grid">
        <DashboardPanel
          result={result}
          title={t('brandSentiment.trend')}
          isEmpty={(data) => data.trend.length === 0}
        >
          {(sentiment) => <SentimentTrend trend={sentiment.trend} />}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('brandSentiment.negTypes')}
          isEmpty={(data) => data.neg_types.every((row) => row.comments.value === 0)}
        >
          {(sentiment) => (
            <NegTypeChart negTypes={sentiment.neg_types} label={t('brandSentiment.negTypes')} />
          )}
        </DashboardPanel>
      </div>
      <div className="dashboard-grid">
        <DashboardPanel result={result} title={t('brandSentiment.todo')}>
          {(sentiment) => (
            <CommentSampleList sample={sentiment.todo} moreLabel={t('brandSentiment.todoAll')} />
          )}
        </DashboardPanel>
        <DashboardPanel result={result} title={t('brandSentiment.words')}>
          {(sentiment) => (
            <WordCounts
              words={sentiment.complaint_words}
              label={t('brandSentiment.words')}
              seriesName={t('brandSentiment.wordComments')}
            />
          )}
        </DashboardPanel>
      </div>
      <div className="dashboard-grid">
        <DashboardPanel result={result} title={t('brandSentiment.groups')}>
          {(sentiment) => <SentimentGroups sentiment={sentiment} />}
        </DashboardPanel>
        <DashboardPanel
          result={result}
          title={t('brandSentiment.shareOfVoice')}
          isEmpty={(data) => data.share_of_voice.length === 0}
        >
          {(sentiment) => <ShareOfVoice voices={sentiment.share_of_voice} />}
        </DashboardPanel>
      </div>
    </div>
  );
};

const SentimentTrend = ({ trend }: { trend: TBrandSentiment['trend'] }) => {
  const t = useT();
  const option = useMemo(
    () =>
      trendOption(
        trend.map((day) => day.date),
        SENTIMENTS.map((sentiment) => ({
          name: t(`comments.sentiment.${sentiment}`),
          points: trend.map((day) => pointOf(day[sentiment])),
          color: SENTIMENT_COLORS[sentiment],
        })),
      ),
    [trend, t],
  );
  return <Chart option={option} label={t('brandSentiment.trend')} />;
};

const SentimentGroups = ({ sentiment }: { sentiment: TBrandSentiment }) => {
  const t = useT();
  const lines: SentimentGroupRow[] = sentiment.by_product_line.map((row) => ({
    ...row,
    key: row.product_line.id,
    name: row.product_line.name,
  }));
  const products: SentimentGroupRow[] = sentiment.by_product.map((row) => ({
    ...row,
    key: row.product.id,
    name: row.product.name,
  }));
  return (
    <Tabs defaultActiveTab="product-line" type="rounded">
      <Tabs.TabPane key="product-line" title={t('brandSentiment.byProductLine')}>
        {lines.length ? (
          <SentimentGroupTable rows={lines} />
        ) : (
          <Typography.Text type="secondary">{t('dashboard.empty')}</Typography.Text>
        )}
      </Tabs.TabPane>
      <Tabs.TabPane key="product" title={t('brandSentiment.byProduct')}>
        {products.length ? (
          <SentimentGroupTable rows={products} />
        ) : (
          <Typography.Text type="secondary">{t('dashboard.empty')}</Typography.Text>
        )}
      </Tabs.TabPane>
    </Tabs>
  );
};
