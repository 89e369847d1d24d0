import { Space, Tag, Typography } from '@arco-design/web-react';
import type { TDashboardWord } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf } from '@/app/charts/chartOptions';
import { useT } from '@/app/i18n/useT';
import { DrillLink } from './DrillLink';

/** Bars drawn for the most frequent words; every word stays listed below with its count. */
const CHARTED = 12;

type WordCountsProps = { words: readonly TDashboardWord[]; label: string; seriesName: string };

/** Recurring words (jieba, stop words out) and the comments holding each, every count a link to them. */
export const WordCounts = ({ words, label, seriesName }: WordCountsProps) => {
  const t = useT();
  const charted = words.slice(0, CHARTED);
  const option = useMemo(
    () =>
      barOption(
        charted.map((word) => word.word),
        [{ name: seriesName, points: charted.map((word) => pointOf(word.comments)) }],
        { horizontal: true },
      ),
    [charted, seriesName],
  );
  if (words.length === 0) return <Typography.Text type="secondary">{t('dashboard.empty')}</Typography.Text>;
  return (
    <>
      <Chart option={option} label={label} height={Math.max(160, charted.length * 26)} />
      <Space wrap size={6}>
        {words.map((word) => (
          <Tag key={word.word}>
            {word.word} <DrillLink count={word.comments} />
          </Tag>
        ))}
      </Space>
    </>
  );
};
