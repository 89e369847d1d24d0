import { parseArgs } from 'node:util';
import { isMain } from './isMain';
import { benchWorker, SCALE_TENANT } from './scaleUsers';
import { type BenchServer, startBenchServer } from './startBenchServer';

type StringOptions = Record<string, { type: 'string'; default?: string }>;

export type BenchLogin = { username: string; password: string };

/**
 * The command line of a benchmark run against the bench server, when its file is the script node started:
 * `--database`, `--tenant` (whose worker logs in; bench:scale's users), `--username`/`--password` to override,
 * `--workers` when the benchmark declares it, plus the benchmark's own string options (`own`). Starts the
 * server, runs, always stops it; a failure is printed and exits 1.
 */
export const benchServerCli = (
  moduleUrl: string,
  own: StringOptions,
  run: (server: BenchServer, login: BenchLogin, args: Record<string, string | undefined>) => Promise<unknown>,
): void => {
  if (!isMain(moduleUrl)) return;
  const main = async () => {
    const { values: args } = parseArgs({
      options: {
        database: { type: 'string', default: './data/scale.db' },
        tenant: { type: 'string', default: SCALE_TENANT },
        username: { type: 'string' },
        password: { type: 'string' },
        ...own,
      },
    });
    const values = args as Record<string, string | undefined>;
    const worker = benchWorker(values.tenant ?? SCALE_TENANT);
    const server = await startBenchServer({
      database: values.database ?? './data/scale.db',
      workers: Number(values.workers ?? 0),
    });
    try {
      await run(
        server,
        { username: values.username ?? worker.username, password: values.password ?? worker.password },
        values,
      );
    } finally {
      await server.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
};
