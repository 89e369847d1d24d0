import { cpus } from 'node:os';
import { PATHS } from '@notedesk/contract';
import { anonymousRss } from './anonymousRss';
import { type BudgetRow, budgetRow } from './budgetRow';
import { type MeasuredRun, measureRun } from './measureRun';
import { newestCommentsFilter } from './newestCommentsFilter';
import { serveBenchApp } from './openBenchApp';
import { percentile } from './percentile';
import { type ExportBenchOptions, runExportBenchCli } from './runExportBenchCli';
import { benchWorker, SCALE_TENANT } from './scaleUsers';

/**
 * DESIGN §7: an xlsx export of 100,000 comments in ≤ 8 s with the server's memory growing by ≤ 300 MB. The app
 * runs in this process on a free port (as `npm start` serves it, job threshold raised so the file streams
 * straight back); the client asks GET /api/track/content-comments/export.xlsx for the newest `rows` comments of
 * the list (a start_time that selects them) and reads the body to the end, discarding it, `runs` times.
 * Time: wall clock and this process's CPU time (server and client) per run, p50/p95. Memory: the process's
 * peak anonymous RSS during a run (sampled every 20 ms) minus it just before, the largest over the runs.
 * Anonymous: the SQLite file is memory-mapped (mmap_size), and the pages of it the export reads count in the
 * total RSS as page cache the kernel takes back at will; the total is in the note too.
 */
export type XlsxExportRun = MeasuredRun & { bytes: number };

export type XlsxExportResult = {
  rows: number;
  runs: XlsxExportRun[];
  rssBeforeMb: number;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  /** The largest growth over the runs. */
  rssGrowthMb: number;
  totalRssGrowthMb: number;
  heapGrowthMb: number;
  bytes: number;
};

const MB = 1024 * 1024;

/** One export over HTTP, the body read to the end: its time, CPU time and memory growth. */
const exportOnce = async (url: string, token: string): Promise<XlsxExportRun> => {
  const { result: bytes, ...run } = await measureRun(async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export: HTTP ${response.status}`);
    let read = 0;
    for await (const chunk of response.body) read += (chunk as Uint8Array).byteLength;
    return read;
  });
  return { ...run, bytes };
};

export const xlsxExportBench = async (
  databaseUrl: string,
  options: ExportBenchOptions,
): Promise<XlsxExportResult> => {
  // The list index stays off: the export reads SQL, and the index's memory is not the export's.
  const server = await serveBenchApp(databaseUrl, {
    env: { EXPORT_JOB_ROWS: String(options.rows * 10) },
    app: { commentListIndex: false },
  });
  try {
    const worker = benchWorker(options.tenant);
    const token = await server.login(worker.username, worker.password);
    const query = new URLSearchParams(
      await newestCommentsFilter(server.database, options.tenant, options.rows),
    );
    const countResponse = await fetch(`${server.base}${PATHS.comments.list}?${query}&page_size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = ((await countResponse.json()) as { data: { total: number } }).data.total;
    global.gc?.();
    const rssBeforeMb = anonymousRss() / MB;
    const runs: XlsxExportRun[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const result = await exportOnce(`${server.base}${PATHS.comments.exportXlsx}?${query}`, token);
      runs.push(result);
      console.log(
        `run ${run}: ${result.seconds.toFixed(2)} s wall, ${result.cpuSeconds.toFixed(2)} CPU-s, ` +
          `anonymous RSS +${result.rssGrowthMb.toFixed(0)} MB (heap +${result.heapGrowthMb.toFixed(0)} MB, ` +
          `total RSS +${result.totalRssGrowthMb.toFixed(0)} MB), load average ${result.loadAverage.toFixed(1)}`,
      );
    }
    const seconds = runs.map((run) => run.seconds);
    const cpuSeconds = runs.map((run) => run.cpuSeconds);
    const largest = (pick: (run: XlsxExportRun) => number) => Math.max(...runs.map(pick));
    const result: XlsxExportResult = {
      rows,
      runs,
      rssBeforeMb,
      p50: percentile(seconds, 50),
      p95: percentile(seconds, 95),
      cpuP50: percentile(cpuSeconds, 50),
      cpuP95: percentile(cpuSeconds, 95),
      rssGrowthMb: largest((run) => run.rssGrowthMb),
      totalRssGrowthMb: largest((run) => run.totalRssGrowthMb),
      heapGrowthMb: largest((run) => run.heapGrowthMb),
      bytes: runs[0]?.bytes ?? 0,
    };
    const loads = runs.map((run) => run.loadAverage.toFixed(1)).join(' / ');
    console.log(
      `xlsx export of ${rows.toLocaleString('en')} comments (${(result.bytes / MB).toFixed(1)} MB), ${runs.length} runs: ` +
        `wall p50 ${result.p50.toFixed(2)} s / p95 ${result.p95.toFixed(2)} s (budget 8 s); ` +
        `CPU p50 ${result.cpuP50.toFixed(2)} s / p95 ${result.cpuP95.toFixed(2)} s (server and client in one process); ` +
        `peak anonymous RSS growth ${result.rssGrowthMb.toFixed(0)} MB over ${rssBeforeMb.toFixed(0)} MB (budget 300 MB); ` +
        `load average ${loads} on ${cpus().length} cores`,
    );
    return result;
  } finally {
    await server.close();
  }
};

/** The two budget rows of `npm run bench`. */
export const xlsxExportRows = async (
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string,
  rows: number,
  load: () => string,
): Promise<BudgetRow[]> => {
  const result = await xlsxExportBench(databaseUrl, { rows, tenant: SCALE_TENANT, runs: 3 });
  const note = `${result.rows.toLocaleString('en')} comments of the 1M tenant, ${(result.bytes / MB).toFixed(1)} MB file; p95 of ${result.runs.length} runs (wall ${result.runs.map((run) => run.seconds.toFixed(2)).join(' / ')} s; p50 ${result.p50.toFixed(2)} s); CPU p50 ${result.cpuP50.toFixed(2)} / p95 ${result.cpuP95.toFixed(2)} s (server and client); load avg ${load()}`;
  return [
    budgetRow({
      name: `xlsx export of ${rows.toLocaleString('en')} comments`,
      database: dialect,
      budget: 8,
      kind: 'max',
      measured: result.p95,
      unit: 's',
      note,
    }),
    budgetRow({
      name: 'xlsx export, server memory growth',
      database: dialect,
      budget: 300,
      kind: 'max',
      measured: result.rssGrowthMb,
      unit: 'MB',
      note: `largest over the runs of the peak anonymous RSS minus before, sampled every 20 ms (heap ${result.heapGrowthMb.toFixed(0)} MB; total RSS with the memory-mapped database pages read ${result.totalRssGrowthMb.toFixed(0)} MB)`,
    }),
  ];
};

runExportBenchCli(import.meta.url, xlsxExportBench);
