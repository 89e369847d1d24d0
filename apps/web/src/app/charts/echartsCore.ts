import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the chart types and parts the dashboards draw (DESIGN §3): the whole of ECharts is 1.1 MB.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,

  CanvasRenderer,
]);

/** ECharts with what the dashboards use registered; only dashboard routes import it (lazy chunks). */
export const echartsCore = echarts;
