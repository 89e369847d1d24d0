import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '@notedesk/server/src/app';
import { loadConfig } from '@notedesk/server/src/config';
import { createDb } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { percentile } from './percentile';

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
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: args.database,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false });
  await app.warmUp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: args.username, password: args.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  if (!token) throw new Error(`cannot log in as ${args.username}: run npm run bench:scale first`);

  const deadline = performance.now() + Number(args.seconds) * 1000;
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
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Number(args.clients) }, (_, n) => client(n)));
  console.log(
    `${args.clients} clients, ${args.seconds} s: ${latencies.length} requests (${(latencies.length / Number(args.seconds)).toFixed(0)}/s), ` +
      `${errors} errors, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms (budget: 0 errors, p99 ≤ 250 ms)`,
  );
  await app.close();
  await database.close();
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
