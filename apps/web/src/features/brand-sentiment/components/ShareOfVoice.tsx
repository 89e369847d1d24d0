import { Table, Tag } from '@arco-design/web-react';
import type { TBrandSentiment } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { pieOption, pointOf } from '@/app/charts/chartOptions';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { formatPercent } from '@/app/dashboard/formatMetric';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';

type Voice = TBrandSentiment['share_of_voice'][number];

/** Each tracked brand's part of all brands' comments; slices and counts open the comments or notes. */
export const ShareOfVoice = ({ voices }: { voices: readonly Voice[] }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const option = useMemo(
    () =>
      pieOption(
        t('brandSentiment.shareOfVoice'),
        voices.map((voice) => ({ name: voice.brand.name, ...pointOf(voice.comments) })),
      ),
    [voices, t],
  );
  const columns = [
    {
      title: t('brandSentiment.sovBrand'),
      dataIndex: 'brand',
      render: (_: unknown, voice: Voice) => (
        <>
          {voice.brand.name}{' '}
          {voice.brand.is_own ? (
            <Tag size="small" color="arcoblue">
              {t('brandSentiment.own')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('brandSentiment.sovNotes'),
      dataIndex: 'notes',
      align: 'right' as const,
      render: (_: unknown, voice: Voice) => <DrillLink count={voice.notes} />,
    },
    {
      title: t('brandSentiment.sovComments'),
      dataIndex: 'comments',
      align: 'right' as const,
      render: (_: unknown, voice: Voice) => <DrillLink count={voice.comments} />,
    },
    {
      title: t('brandSentiment.sovShare'),
      dataIndex: 'share',
      align: 'right' as const,
      render: (value: number) => formatPercent(value, locale),
    },
  ];
  return (
    <>
      <Chart option={option} label={t('brandSentiment.shareOfVoice')} height={240} />
      <Table
        size="small"
        rowKey={(voice) => voice.brand.id}
        columns={columns}
        data={[...voices]}
        pagination={false}
        border={false}
      />
    </>
  );
};
