import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { percentile } from './percentile';
import { startBenchServer } from './startBenchServer';

/**
 * DESIGN §7: 200 concurrent clients on the comment list for 30 s — 0 errors, p99 ≤ 250 ms. The server
 * and its clients share one process here (one core each way is not possible in-process); clients are loops
 * of fetch over loopback, each cycling
 * through filter combinations a person uses.
 */
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: './data/scale.db' },
    username: { type: 'string', default: 'scale-bench-worker' },
    password: { type: 'string', default: 'Worker123' },
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    /** Seconds the clients run before the clock starts (connections open, code warm); 0: measure from the first request. */
    warmup: { type: 'string', default: '0' },
    /** Server processes (node:cluster) beside the clients' process; 0: one process for both. */
    workers: { type: 'string', default: '0' },
  },
});

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

const main = async () => {
  const { base, token, close, serverCpuMs } = await startBenchServer({
    ...args,
    workers: Number(args.workers),
  });

  let cpuBefore = process.cpuUsage();
  let serverCpuBefore = (await serverCpuMs?.()) ?? 0;
  const measuredFrom = performance.now() + Number(args.warmup) * 1000;
  const deadline = measuredFrom + Number(args.seconds) * 1000;
  if (Number(args.warmup) > 0) {
    setTimeout(async () => {
      cpuBefore = process.cpuUsage();
      serverCpuBefore = (await serverCpuMs?.()) ?? 0;
    }, Number(args.warmup) * 1000);
  }
  const latencies: number[] = [];
  let errors = 0;
  const client = async (n: number) => {
    for (let k = n; performance.now() < deadline; k++) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/track/content-comments?${QUERIES[k % QUERIES.length]}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) errors++;
      } catch {
        errors++;
      }
      if (t0 >= measuredFrom) latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Number(args.clients) }, (_, n) => client(n)));
  const serverCpu = serverCpuMs ? (await serverCpuMs()) - serverCpuBefore : undefined;
  console.log(
    `${args.clients} clients, ${args.seconds} s${Number(args.warmup) > 0 ? ` after ${args.warmup} s warm-up (errors counted throughout)` : ''}: ${latencies.length} requests (${(latencies.length / Number(args.seconds)).toFixed(0)}/s), ` +
      `${errors} errors, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms (budget: 0 errors, p99 ≤ 250 ms)`,
  );
  // On a shared machine the wall clock counts other processes' turns too; CPU per request does not.
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `this process: ${((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(2)} ms CPU per request ` +
      `(${Number(args.workers) > 0 ? 'clients only' : 'server and clients'}); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
  );
  // What the server spends per request, whatever else the machine runs: the figure to compare changes by.
  if (serverCpu !== undefined) {
    console.log(`server processes: ${(serverCpu / latencies.length).toFixed(2)} ms CPU per request`);
  }
  await close();
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
