import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PATHS } from '@notedesk/contract';
import { type BudgetRow, budgetRow } from './budgetRow';
import { isMain } from './isMain';
import { serveBenchApp } from './openBenchApp';
import { percentile } from './percentile';
import { benchWorker, SCALE_TENANT } from './scaleUsers';

/**
 * DESIGN §7: each dashboard endpoint at 1,000,000 comments, p95 ≤ 200 ms with every answer cache off (the
 * dashboards' and the comment list index's answer and row caches) and ≤ 20 ms cached. The app runs in this
 * process on a free port and is asked over HTTP, one request at a time, for the default period (30 days).
 */
/** Wall-clock p50/p95 over HTTP, and the CPU time this process (server and client) spent per request, p50/p95. */
export type DashboardTiming = { path: string; p50: number; p95: number; cpuP50: number; cpuP95: number };
export type DashboardBenchResult = {
  uncached: DashboardTiming[];
  cached: DashboardTiming[];
  warmSeconds: number;
};

/** The app over the scale database with or without its answer caches; its comment list index loaded. */
const openApp = (databaseUrl: string, cached: boolean) =>
  serveBenchApp(databaseUrl, {
    app: cached ? {} : { commentListIndex: { cacheSize: 0, rowCacheSize: 0 }, dashboardCache: { size: 0 } },
  });

const timeEndpoints = async (
  base: string,
  token: string,
  runs: number,
  warmups: number,
): Promise<DashboardTiming[]> => {
  const timings: DashboardTiming[] = [];
  for (const path of Object.values(PATHS.dashboards)) {
    const samples: number[] = [];
    const cpuSamples: number[] = [];
    for (let i = 0; i < runs + warmups; i++) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      const cpu = process.cpuUsage(cpu0);
      if (i >= warmups) {
        samples.push(performance.now() - t0);
        cpuSamples.push((cpu.user + cpu.system) / 1000);
      }
    }
    timings.push({
      path,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      cpuP50: percentile(cpuSamples, 50),
      cpuP95: percentile(cpuSamples, 95),
    });
    console.log(
      path.padEnd(36),
      `p50 ${percentile(samples, 50).toFixed(1)} ms`.padStart(14),
      `p95 ${percentile(samples, 95).toFixed(1)} ms`.padStart(14),
      `cpu p50 ${percentile(cpuSamples, 50).toFixed(1)} ms`.padStart(18),
      `p95 ${percentile(cpuSamples, 95).toFixed(1)} ms`.padStart(14),
    );
  }
  return timings;
};

export const dashboardBench = async (
  databaseUrl: string,
  options: { runs: number; username: string; password: string },
): Promise<DashboardBenchResult> => {
  const result: DashboardBenchResult = { uncached: [], cached: [], warmSeconds: 0 };
  for (const cached of [false, true]) {
    const app = await openApp(databaseUrl, cached);
    try {
      console.log(
        `\ndashboards, ${cached ? 'cached' : 'every answer cache off'} (index loaded in ${app.warmSeconds.toFixed(1)} s), ${options.runs} runs each`,
      );
      const token = await app.login(options.username, options.password);
      const timings = await timeEndpoints(app.base, token, options.runs, 2);
      if (cached) result.cached = timings;
      else {
        result.uncached = timings;
        result.warmSeconds = app.warmSeconds;
      }
    } finally {
      await app.close();
    }
  }
  return result;
};

/** The two budget rows of `npm run bench`: the slowest endpoint's p95, each endpoint's figures in the note. */
export const dashboardRows = async (
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string,
  runs: number,
): Promise<BudgetRow[]> => {
  const result = await dashboardBench(databaseUrl, { ...benchWorker(SCALE_TENANT), runs });
  const row = (timings: DashboardTiming[], name: string, budget: number): BudgetRow => {
    const worst = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    return budgetRow({
      name,
      database: dialect,
      budget,
      kind: 'max',
      measured: worst.p95,
      unit: 'ms',
      note: timings
        .map(
          (timing) =>
            `${timing.path.replace('/api/track/', '')} p50 ${timing.p50.toFixed(1)} / p95 ${timing.p95.toFixed(1)} (CPU ${timing.cpuP50.toFixed(1)} / ${timing.cpuP95.toFixed(1)})`,
        )
        .join('; '),
    });
  };
  return [
    row(result.uncached, 'each dashboard endpoint p95, answer caches off (slowest)', 200),
    row(result.cached, 'each dashboard endpoint p95, cached (slowest)', 20),
  ];
};

const main = async () => {
  const { values: args } = parseArgs({
    options: {
      database: { type: 'string', default: './data/scale.db' },
      tenant: { type: 'string', default: SCALE_TENANT },
      runs: { type: 'string', default: '20' },
    },
  });
  await dashboardBench(args.database, { ...benchWorker(args.tenant), runs: Number(args.runs) });
};

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
