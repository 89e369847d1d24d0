import { type ChildProcess, fork } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fillPath, PATHS, type TFeishuExportJob } from '@notedesk/contract';
import { type MeasuredRun, measureRun } from './measureRun';
import { newestCommentsFilter } from './newestCommentsFilter';
import { serveBenchApp } from './openBenchApp';
import { percentile } from './percentile';
import { type ExportBenchOptions, runExportBenchCli } from './runExportBenchCli';
import { scaleUsers } from './scaleUsers';

/** Proposed in the README (DESIGN §7 has none): the xlsx export's bounds, for our side of the work. */
const BUDGET_SECONDS = 8;
const BUDGET_MB = 300;
/** How often the client polls the job, as the progress dialog does (more often, for a finer wall clock). */
const POLL_MS = 100;

type FakeApp = { baseUrl: string; appId: string; appSecret: string };

/** The fake Feishu in its own process (fakeFeishuProcess.ts): its app, a new sheet, a sheet's row count. */
const startFakeFeishuProcess = async () => {
  const child: ChildProcess = fork(join(import.meta.dirname, 'fakeFeishuProcess.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>(): Promise<T> =>
    new Promise((done, fail) => {
      child.once('message', (message) => done(message as T));
      child.once('exit', (code) => fail(new Error(`fake Feishu exited with ${code}`)));
    });
  const app = await next<FakeApp>();
  return {
    app,
    addSheet: async (token: string) => {
      const added = next<{ added: string }>();
      child.send({ sheet: token });
      await added;
    },
    rowsOf: async (token: string) => {
      const answer = next<{ rows: number }>();
      child.send({ rows: token });
      return (await answer).rows;
    },
    close: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.disconnect();
      await exited;
    },
  };
};

export type FeishuExportRun = MeasuredRun & { written: number; rowsPerSecond: number };

/**
 * bench:feishu — an export of the newest `rows` listed comments of the tenant to a fake Feishu on 127.0.0.1
 * (its own process), as a user starts it: POST /api/track/export-contents-to-feishu with the list filter
 * that selects them, then the job polled until done; a new output sheet each run, so every run writes them
 * all (5,000-row values_append chunks, each recorded pending then written). The app runs in this process (as
 * `npm start` serves it): wall clock, CPU time and the peak anonymous RSS growth are the server's (the
 * client only polls). The fake answers at once: the figures are our side only, not Feishu's latency.
 */
export const feishuExportBench = async (databaseUrl: string, options: ExportBenchOptions) => {
  const fake = await startFakeFeishuProcess();
  const server = await serveBenchApp(databaseUrl, { app: { commentListIndex: false } });
  try {
    const [admin, , worker] = scaleUsers(options.tenant);
    if (!admin || !worker) throw new Error('no bench users');
    const adminToken = await server.login(admin.username, admin.password);
    const workerToken = await server.login(worker.username, worker.password);
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { data?: unknown };
      if (!response.ok)
        throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const filters = await newestCommentsFilter(server.database, options.tenant, options.rows);
    const runs: FeishuExportRun[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const sheet = `bench-out-${Date.now()}-${run}`;
      await fake.addSheet(sheet);
      await call(adminToken, 'PUT', PATHS.feishu.settings, {
        base_url: fake.app.baseUrl,
        app_id: fake.app.appId,
        app_secret: fake.app.appSecret,
        output_sheet_token: sheet,
        knowledge_sheet_token: '',
      });
      const { result: job, ...measured } = await measureRun(async () => {
        let current = (await call(workerToken, 'POST', PATHS.feishu.export, { filters })) as TFeishuExportJob;
        while (current.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          current = (await call(
            workerToken,
            'GET',
            fillPath(PATHS.feishu.job, { id: current.id }),
          )) as TFeishuExportJob;
        }
        return current;
      });
      if (job.status !== 'done' || job.written !== job.total)
        throw new Error(`export ${job.id} ended ${job.status}: ${job.written}/${job.total} ${job.detail}`);
      const sheetRows = await fake.rowsOf(sheet);
      if (sheetRows !== job.written + 1)
        throw new Error(`the sheet holds ${sheetRows} rows for ${job.written}`);
      const result = { ...measured, written: job.written, rowsPerSecond: job.written / measured.seconds };
      runs.push(result);
      console.log(
        `run ${run}: ${result.written.toLocaleString('en')} rows in ${result.seconds.toFixed(2)} s wall ` +
          `(${Math.round(result.rowsPerSecond).toLocaleString('en')} rows/s), ${result.cpuSeconds.toFixed(2)} CPU-s, ` +
          `anonymous RSS +${result.rssGrowthMb.toFixed(0)} MB (heap +${result.heapGrowthMb.toFixed(0)} MB, ` +
          `total RSS +${result.totalRssGrowthMb.toFixed(0)} MB), load average ${result.loadAverage.toFixed(1)}`,
      );
    }
    const seconds = runs.map((run) => run.seconds);
    const cpuSeconds = runs.map((run) => run.cpuSeconds);
    const summary = {
      rows: runs[0]?.written ?? 0,
      p50: percentile(seconds, 50),
      p95: percentile(seconds, 95),
      cpuP50: percentile(cpuSeconds, 50),
      cpuP95: percentile(cpuSeconds, 95),
      rssGrowthMb: Math.max(...runs.map((run) => run.rssGrowthMb)),
      rowsPerSecond: percentile(
        runs.map((run) => run.rowsPerSecond),
        50,
      ),
    };
    const met = summary.p95 <= BUDGET_SECONDS && summary.rssGrowthMb <= BUDGET_MB;
    console.log(
      `Feishu export of ${summary.rows.toLocaleString('en')} comments to the fake, ${runs.length} runs: ` +
        `wall p50 ${summary.p50.toFixed(2)} s / p95 ${summary.p95.toFixed(2)} s (proposed budget ${BUDGET_SECONDS} s); ` +
        `${Math.round(summary.rowsPerSecond).toLocaleString('en')} rows/s (p50); ` +
        `server CPU p50 ${summary.cpuP50.toFixed(2)} s / p95 ${summary.cpuP95.toFixed(2)} s; ` +
        `peak anonymous RSS growth ${summary.rssGrowthMb.toFixed(0)} MB (proposed budget ${BUDGET_MB} MB): ` +
        `${met ? 'met' : 'NOT met'}; load average ${runs.map((run) => run.loadAverage.toFixed(1)).join(' / ')} ` +
        `on ${cpus().length} cores`,
    );
    return { runs, ...summary, met };
  } finally {
    await server.close();
    await fake.close();
  }
};

runExportBenchCli(import.meta.url, feishuExportBench);
