import type { TDrill, TDrillCount } from '@notedesk/contract';
import type { EChartsCoreOption } from 'echarts/core';

/** A bar, point or slice: its value and the list it counted (Chart opens it on click). */
/**
 * `itemStyle` colours one item apart (e.g. the own brand among competitors); a point without `drill` is a
 * zero the answer has no list for (a type a competitor has no complaint of).
 */
export type DrillPoint = { value: number; drill?: TDrill; itemStyle?: { color: string } };
export type ChartSeries = { name: string; points: readonly DrillPoint[]; color?: string };

export const pointOf = (count: TDrillCount): DrillPoint => ({ value: count.value, drill: count.drill });

const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
const LEGEND = { top: 0, type: 'scroll' as const };

/** One line per series over the days of the period; hovering a day lists every series. */
export const trendOption = (days: readonly string[], series: readonly ChartSeries[]): EChartsCoreOption => ({
  tooltip: { trigger: 'axis' },
  legend: LEGEND,
  grid: GRID,
  xAxis: { type: 'category', boundaryGap: false, data: days.map((day) => day.slice(5)) },
  yAxis: { type: 'value', minInterval: 1 },
  series: series.map((line) => ({
    type: 'line',
    name: line.name,
    smooth: true,
    symbolSize: 6,
    data: line.points,
    ...(line.color ? { itemStyle: { color: line.color }, lineStyle: { color: line.color } } : {}),
  })),
});

/**
 * Bars per category, one bar per series; horizontal when the category names are long (words, products).
 * `stacked` piles the series of a category on one bar.
 */
export const barOption = (
  categories: readonly string[],
  series: readonly ChartSeries[],
  { horizontal = false, stacked = false }: { horizontal?: boolean; stacked?: boolean } = {},
): EChartsCoreOption => {
  const categoryAxis = {
    type: 'category',
    data: categories,
    ...(horizontal ? { inverse: true } : { axisLabel: { interval: 0, hideOverlap: true } }),
  };
  const valueAxis = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: series.length > 1 ? LEGEND : undefined,
    grid: { ...GRID, top: series.length > 1 ? 40 : 16 },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((bar) => ({
      type: 'bar',
      name: bar.name,
      data: bar.points,
      barMaxWidth: 28,
      ...(stacked ? { stack: 'total' } : {}),
      ...(bar.color ? { itemStyle: { color: bar.color } } : {}),
    })),
  };
};

export type PieSlice = DrillPoint & { name: string; color?: string };

/** Shares of a whole; each slice says its count and percentage on hover. */
export const pieOption = (name: string, slices: readonly PieSlice[]): EChartsCoreOption => ({
  tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
  legend: { ...LEGEND, type: 'scroll', bottom: 0, top: undefined },
  series: [
    {
      type: 'pie',
      name,
      radius: ['40%', '68%'],
      center: ['50%', '45%'],
      avoidLabelOverlap: true,
      label: { formatter: '{b}\n{d}%' },
      data: slices.map((slice) => ({
        name: slice.name,
        value: slice.value,
        drill: slice.drill,
        ...(slice.color ? { itemStyle: { color: slice.color } } : {}),
      })),
    },
  ],
});
