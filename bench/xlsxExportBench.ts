import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PATHS } from '@notedesk/contract';
import { buildApp } from '@notedesk/server/src/app';
import { loadConfig } from '@notedesk/server/src/config';
import { createDb } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { type BudgetRow, budgetRow } from './budgetRow';
import { isMain } from './isMain';
import { benchWorker, SCALE_TENANT } from './scaleUsers';

/**
 * DESIGN §7: an xlsx export of 100,000 comments in ≤ 8 s with the server's memory growing by ≤ 300 MB. The app
 * runs in this process on a free port (as `npm start` serves it, job threshold raised so the file streams
 * straight back); the client asks GET /api/track/content-comments/export.xlsx for the newest `rows` comments of
 * the scale tenant (a start_time that selects them) and reads the body to the end, discarding it. Memory: the
 * process's peak anonymous RSS during the export (sampled every 20 ms) minus it just before. Anonymous: the
 * SQLite file is memory-mapped (mmap_size), and the pages of it the export reads count in the total RSS as
 * page cache the kernel takes back at will; the total is in the note too.
 */
export type XlsxExportResult = {
  rows: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  /** Anonymous RSS growth: the budget's figure. */
  rssGrowthMb: number;
  /** Total RSS growth, mapped database pages included. */
  totalRssGrowthMb: number;
  heapGrowthMb: number;
  cpuSeconds: number;
};

const MB = 1024 * 1024;

/** Resident anonymous memory (heap, buffers, native allocations; not mapped files), or total RSS off Linux. */
const anonymousRss = (): number => {
  try {
    const kb = /RssAnon:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : process.memoryUsage().rss;
  } catch {
    return process.memoryUsage().rss;
  }
};

const login = async (base: string, username: string, password: string): Promise<string> => {
  const response = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.access_token;
};

export const xlsxExportBench = async (
  databaseUrl: string,
  options: { rows: number; tenant: string },
): Promise<XlsxExportResult> => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    EXPORT_JOB_ROWS: String(options.rows * 10),
  });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  // The list index stays off: the export reads SQL, and the index's memory is not the export's.
  const app = await buildApp({ config, database, logger: false, commentListIndex: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { username, password } = benchWorker(options.tenant);
    const token = await login(base, username, password);
    // The published time of the rows-th newest comment: from there on, the filter selects `rows` comments.
    const tenant = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('name', '=', options.tenant)
      .executeTakeFirstOrThrow();
    const boundary = await database.db
      .selectFrom('comments')
      .select('published_at')
      .where('tenant_id', '=', tenant.id)
      .where('platform', '=', 'xhs')
      .where('deleted_at', 'is', null)
      .orderBy('published_at', 'desc')
      .offset(options.rows - 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const query = new URLSearchParams({ start_time: new Date(Number(boundary.published_at)).toISOString() });
    const countResponse = await fetch(`${base}${PATHS.comments.list}?${query}&page_size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = ((await countResponse.json()) as { data: { total: number } }).data.total;

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
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const response = await fetch(`${base}${PATHS.comments.exportXlsx}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`export: HTTP ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    const result: XlsxExportResult = {
      rows,
      seconds,
      bytes,
      rssBeforeMb: rssBefore / MB,
      rssGrowthMb: (rssPeak - rssBefore) / MB,
      totalRssGrowthMb: (totalPeak - totalBefore) / MB,
      heapGrowthMb: (heapPeak - heapBefore) / MB,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    console.log(
      `xlsx export: ${rows.toLocaleString('en')} comments, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
        `(${result.cpuSeconds.toFixed(2)} CPU-s, server and client in one process); peak anonymous RSS growth ` +
        `${result.rssGrowthMb.toFixed(0)} MB over ${result.rssBeforeMb.toFixed(0)} MB (heap ${result.heapGrowthMb.toFixed(0)} MB; ` +
        `total RSS, mapped database pages included, ${result.totalRssGrowthMb.toFixed(0)} MB)`,
    );
    return result;
  } finally {
    await app.close();
    await database.close();
  }
};

/** The two budget rows of `npm run bench`. */
export const xlsxExportRows = async (
  dialect: 'sqlite' | 'postgres',
  databaseUrl: string,
  rows: number,
  load: () => string,
): Promise<BudgetRow[]> => {
  const result = await xlsxExportBench(databaseUrl, { rows, tenant: SCALE_TENANT });
  const note = `${result.rows.toLocaleString('en')} comments of the 1M tenant, ${(result.bytes / MB).toFixed(1)} MB file; ${result.cpuSeconds.toFixed(1)} CPU-s; load avg ${load()}`;
  return [
    budgetRow({
      name: `xlsx export of ${rows.toLocaleString('en')} comments`,
      database: dialect,
      budget: 8,
      kind: 'max',
      measured: result.seconds,
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
      note: `peak anonymous RSS minus before, sampled every 20 ms (heap ${result.heapGrowthMb.toFixed(0)} MB; total RSS with the memory-mapped database pages read ${result.totalRssGrowthMb.toFixed(0)} MB)`,
    }),
  ];
};

const main = async () => {
  const { values: args } = parseArgs({
    options: {
      database: { type: 'string', default: './data/scale.db' },
      tenant: { type: 'string', default: SCALE_TENANT },
      rows: { type: 'string', default: '100000' },
    },
  });
  await xlsxExportBench(args.database, { rows: Number(args.rows), tenant: args.tenant });
};

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
