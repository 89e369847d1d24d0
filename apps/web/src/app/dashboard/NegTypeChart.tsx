import type { TDrillCount, TNegType } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { pieOption, pointOf } from '@/app/charts/chartOptions';
import { useT } from '@/app/i18n/useT';

type NegTypeChartProps = {
  negTypes: readonly { neg_type: TNegType; comments: TDrillCount }[];
  label: string;
  height?: number;
};

/** Negative comments by type as slices; a slice opens those comments. */
export const NegTypeChart = ({ negTypes, label, height }: NegTypeChartProps) => {
  const t = useT();
  const option = useMemo(
    () =>
      pieOption(
        label,
        negTypes
          .filter((row) => row.comments.value > 0)
          .map((row) => ({ name: t(`comments.negType.${row.neg_type}`), ...pointOf(row.comments) })),
      ),
    [negTypes, label, t],
  );
  return <Chart option={option} label={label} height={height} />;
};
