import { isAbsolute, resolve } from 'node:path';
import { isPostgresUrl } from '@notedesk/server/src/db/createDb';

export type ScaleOptions = {
  database: string;
  notes: number;
  comments: number;
  tenant: string;
  seed: string;
  /** Keep comment indexes and the FTS trigger live during the load (slower; for comparison). */
  keepIndexes: boolean;
};

export const SCALE_USAGE = `Usage: npm run bench:scale -- [--database URL|FILE] [--notes 20000] [--comments 1000000]
                            [--tenant NAME] [--seed TEXT] [--keep-indexes]

  --database  SQLite file (default ./data/scale.db, relative to where npm was run) or postgres://…
  --notes     notes to create (default 20000)
  --comments  comments to spread over them (default 1000000)
  --tenant    tenant name (default "Scale Bench"); must not exist yet in that database
  --seed      varies the generated data (default "scale"); the same seed and day give the same data
  --keep-indexes  maintain comment indexes and full-text search row by row instead of rebuilding them
                  once at the end (slower; to compare)`;

const positiveInteger = (flag: string, text: string): number => {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag} needs a whole number ≥ 1, got "${text}"`);
  return value;
};

/**
 * Command-line flags of the scale generator. Relative SQLite paths are resolved against the directory
 * npm was started from (INIT_CWD), not bench/, so `npm run bench:scale` at the root writes ./data/scale.db.
 */
export const parseScaleArgs = (argv: readonly string[], startDirectory: string): ScaleOptions => {
  const options: ScaleOptions = {
    database: 'data/scale.db',
    notes: 20_000,
    comments: 1_000_000,
    tenant: 'Scale Bench',
    seed: 'scale',
    keepIndexes: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    if (flag === '--help' || flag === '-h') throw new Error(SCALE_USAGE);
    if (flag === '--keep-indexes') {
      options.keepIndexes = true;
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined) throw new Error(`${flag} needs a value\n\n${SCALE_USAGE}`);
    index += 1;
    if (flag === '--database') options.database = value;
    else if (flag === '--notes') options.notes = positiveInteger(flag, value);
    else if (flag === '--comments') options.comments = positiveInteger(flag, value);
    else if (flag === '--tenant') options.tenant = value;
    else if (flag === '--seed') options.seed = value;
    else throw new Error(`unknown option ${flag}\n\n${SCALE_USAGE}`);
  }
  if (!isPostgresUrl(options.database) && !isAbsolute(options.database)) {
    options.database = resolve(startDirectory, options.database);
  }
  return options;
};
