import type { TDrill } from '@notedesk/contract';
import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { drillTarget } from '@/app/dashboard/drillTarget';
import { useAppStore } from '@/app/stores/useAppStore';
import { CHART_COLORS } from './chartPalette';
import { echartsCore } from './echartsCore';
import './Chart.css';

type ChartProps = {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
};

/** A clicked bar, point or slice whose data item carries the list it counted. */
const drillOf = (item: unknown): TDrill | undefined =>
  typeof item === 'object' && item !== null && 'drill' in item
    ? (item as { drill: TDrill }).drill
    : undefined;

/**
 * An ECharts chart in the app's theme. Data items may carry a `drill`; clicking such an item opens its
 * list (DESIGN §4), so a chart builder only puts `{ value, drill }` in its series.
 */
export const Chart = ({ option, label, height = 280 }: ChartProps) => {
  const theme = useAppStore((state) => state.theme);
  const navigate = useNavigate();
  // A new object here would make the chart start over on every render.
  const onEvents = useMemo(
    () => ({
      click: (params: { data?: unknown }) => {
        const drill = drillOf(params.data);
        if (drill) navigate(drillTarget(drill));
      },
    }),
    [navigate],
  );
  const themed = useMemo(
    () => ({ backgroundColor: 'transparent', color: CHART_COLORS, ...option }),
    [option],
  );
  return (
    <div className="chart" role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echartsCore}
        option={themed}
        theme={theme === 'dark' ? 'dark' : undefined}
        notMerge
        style={{ height }}
        onEvents={onEvents}
      />
    </div>
  );
};
