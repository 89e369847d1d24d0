import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { specTeam } from './specTeam';

/**
 * Seeds every spec file's tenant the demo's way (catalog, 200 notes, 10,000 comments, personas, inbox) with one
 * `npm run cli -- demo --team <spec> --team <spec> …` (one process: the seeds would only wait on each other's
 * SQLite lock). Runs before the server starts, so no test waits on it.
 */
export const seedSpecTeams = (root: string, databasePath: string, dataDir: string): void => {
  const teams = readdirSync(join(root, 'e2e', 'specs'))
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => specTeam(file).prefix);
  const cli = join(root, 'apps', 'server', 'src', 'cli.ts');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', cli, 'demo', ...teams.flatMap((team) => ['--team', team])],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databasePath, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
};
