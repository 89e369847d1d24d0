import { openBenchApp } from './openBenchApp';

/** One server process of `bench:load -- --workers N` (node:cluster): loads, listens, tells the primary. */
const main = async () => {
  const { app } = await openBenchApp(process.env.BENCH_WORKER_DATABASE_URL ?? '');
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  // A normal exit on SIGTERM, so a CPU profile (BENCH_CPU_PROF) is written.
  process.once('SIGTERM', () => process.exit(0));
  // The primary asks for this process's CPU time at the start and end of the measured window.
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.('ready');
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
