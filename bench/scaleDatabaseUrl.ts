import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { isPostgresUrl } from '@notedesk/server/src/db/createDb';

/**
 * The scale database a benchmark reads: a postgres:// URL, or a SQLite file relative to where npm was started
 * (as bench:scale writes it), not bench/. A missing file is an error; an empty one is never created.
 */
export const scaleDatabaseUrl = (database: string): string => {
  const url =
    isPostgresUrl(database) || isAbsolute(database)
      ? database
      : resolve(process.env.INIT_CWD ?? process.cwd(), database);
  if (!isPostgresUrl(url) && !existsSync(url))
    throw new Error(`${url} does not exist: run npm run bench:scale first`);
  return url;
};
