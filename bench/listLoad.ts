import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { benchServerCli } from './benchServerCli';
import { percentile } from './percentile';
import type { BenchServer } from './startBenchServer';

export type ListLoadOptions = {
  username: string;
  password: string;
  clients: number;
  seconds: number;
  /** Seconds the clients run before the clock starts (connections open, code warm); 0: measure from the first request. */
  warmup: number;
};

export type ListLoadResult = {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Load average (1 min) at the end: how busy the machine was besides. */
  loadAverage: number;
  /** Server processes' CPU milliseconds per request (with `workers`). */
  serverCpuMs?: number;
};

const QUERIES = [
  '',
  'cls_type=0',
  'process_status=0',
  'cls_type=1&process_status=0&source=brand',
  'sentiment=negative&neg_type=adaptation',
  'has_reply=true',
  'sort=likes_desc',
  'page=5',
  'target_platform=dy&content_type=purchase_consultation',
  `q=${encodeURIComponent('过敏')}`,
];

/**
 * DESIGN §7: 200 concurrent clients on the comment list for 30 s — 0 errors, p99 ≤ 250 ms, for a 5,000-comment
 * tenant and for the 1,000,000 one. Clients are loops of fetch over loopback with no pause, each cycling
 * through filter combinations a person uses, against a running bench server (this process or its workers).
 */
export const listLoad = async (server: BenchServer, options: ListLoadOptions): Promise<ListLoadResult> => {
  const { base, serverCpuMs } = server;
  const token = await server.login(options.username, options.password);

  let cpuBefore = process.cpuUsage();
  let serverCpuBefore = (await serverCpuMs?.()) ?? 0;
  const measuredFrom = performance.now() + options.warmup * 1000;
  const deadline = measuredFrom + options.seconds * 1000;
  if (options.warmup > 0) {
    setTimeout(async () => {
      cpuBefore = process.cpuUsage();
      serverCpuBefore = (await serverCpuMs?.()) ?? 0;
    }, options.warmup * 1000);
  }
  const latencies: number[] = [];
  let errors = 0;
  // One keep-alive connection per client, through undici's request API rather than fetch: fetch's WHATWG
  // streams cost the load generator about as much CPU per request as the server spends answering, so on a
  // 2-core machine the clients' own queueing showed up in the latencies measured.
  const pool = new Pool(base, { connections: options.clients, pipelining: 1 });
  const headers = { authorization: `Bearer ${token}` };
  const client = async (n: number) => {
    for (let k = n; performance.now() < deadline; k++) {
      const t0 = performance.now();
      try {
        const response = await pool.request({
          method: 'GET',
          path: `/api/track/content-comments?${QUERIES[k % QUERIES.length]}`,
          headers,
        });
        await response.body.arrayBuffer();
        if (response.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      if (t0 >= measuredFrom) latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, n) => client(n)));
  await pool.close();
  const serverCpu = serverCpuMs ? (await serverCpuMs()) - serverCpuBefore : undefined;
  const result: ListLoadResult = {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    loadAverage: loadavg()[0] ?? 0,
    ...(serverCpu !== undefined ? { serverCpuMs: serverCpu / latencies.length } : {}),
  };
  console.log(
    `${options.username}, ${options.clients} clients, ${options.seconds} s${options.warmup > 0 ? ` after ${options.warmup} s warm-up (errors counted throughout)` : ''}: ${result.requests} requests (${(result.requests / options.seconds).toFixed(0)}/s), ` +
      `${errors} errors, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ` +
      `p99 ${result.p99.toFixed(0)} ms (budget: 0 errors, p99 ≤ 250 ms)`,
  );
  // On a shared machine the wall clock counts other processes' turns too; CPU per request does not.
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `this process: ${((cpu.user + cpu.system) / 1000 / result.requests).toFixed(2)} ms CPU per request ` +
      `(${serverCpuMs ? 'clients only' : 'server and clients'}); load average ${result.loadAverage.toFixed(1)} on ${cpus().length} cores`,
  );
  // What the server spends per request, whatever else the machine runs: the figure to compare changes by.
  if (result.serverCpuMs !== undefined) {
    console.log(`server processes: ${result.serverCpuMs.toFixed(2)} ms CPU per request`);
  }
  return result;
};

benchServerCli(
  import.meta.url,
  {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '0' },
    workers: { type: 'string', default: '0' },
  },
  (server, login, args) =>
    listLoad(server, {
      ...login,
      clients: Number(args.clients),
      seconds: Number(args.seconds),
      warmup: Number(args.warmup),
    }),
);
