import { parseArgs } from 'node:util';
import { isMain } from './isMain';
import { scaleDatabaseUrl } from './scaleDatabaseUrl';
import { SCALE_TENANT } from './scaleUsers';

/** What an export bench is asked for: the newest `rows` comments of `tenant`, exported `runs` times. */
export type ExportBenchOptions = { rows: number; tenant: string; runs: number };

/**
 * An export bench run from the command line (`npm run bench:export`, `bench:feishu`), not when `npm run bench`
 * imports it: `--database` (a SQLite file, relative to where npm was started, or postgres://…; default
 * ./data/scale.db), `--tenant`, `--rows` (100,000) and `--runs` (3). A failure is printed and exits 1.
 */
export const runExportBenchCli = (
  moduleUrl: string,
  bench: (databaseUrl: string, options: ExportBenchOptions) => Promise<unknown>,
): void => {
  if (!isMain(moduleUrl)) return;
  const run = async () => {
    const { values: args } = parseArgs({
      options: {
        database: { type: 'string', default: './data/scale.db' },
        tenant: { type: 'string', default: SCALE_TENANT },
        rows: { type: 'string', default: '100000' },
        runs: { type: 'string', default: '3' },
      },
    });
    await bench(scaleDatabaseUrl(args.database), {
      rows: Number(args.rows),
      tenant: args.tenant,
      runs: Number(args.runs),
    });
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
};
