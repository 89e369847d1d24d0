import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { anonymousRss } from './anonymousRss';

const MB = 1024 * 1024;

/** What one measured run of this process cost: time, CPU time and memory growth. */
export type MeasuredRun = {
  seconds: number;
  cpuSeconds: number;
  /** Peak anonymous RSS minus before: the memory budgets' figure. */
  rssGrowthMb: number;
  /** Peak total RSS minus before, mapped database pages included. */
  totalRssGrowthMb: number;
  heapGrowthMb: number;
  /** 1-minute load average just after the run. */
  loadAverage: number;
};

/**
 * Runs `work` and measures this process meanwhile: wall clock, CPU time (user + system) and the peaks of
 * anonymous RSS, total RSS and heap sampled every 20 ms, each minus its value just before (after a GC when
 * node runs with --expose-gc). Answers the measures and what `work` answered.
 */
export const measureRun = async <T>(work: () => Promise<T>): Promise<MeasuredRun & { result: T }> => {
  global.gc?.();
  const rssBefore = anonymousRss();
  const totalBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let rssPeak = rssBefore;
  let totalPeak = totalBefore;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, anonymousRss());
    totalPeak = Math.max(totalPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 20);
  try {
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    return {
      result,
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssGrowthMb: (rssPeak - rssBefore) / MB,
      totalRssGrowthMb: (totalPeak - totalBefore) / MB,
      heapGrowthMb: (heapPeak - heapBefore) / MB,
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    clearInterval(sampler);
  }
};
