import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { specTeam } from './specTeam';

/**
 * Seeds every spec file's tenant the demo's way (catalog, 200 notes, 10,000 comments, personas, inbox) with
 * `npm run cli -- demo --tenant … --username-prefix …`, one after another: the writes of two seeds at once
 * would wait on SQLite's lock. Runs before the server starts, so no test waits on it either.
 */
export const seedSpecTeams = (root: string, databasePath: string, dataDir: string): void => {
  const specs = readdirSync(join(root, 'e2e', 'specs')).filter((file) => file.endsWith('.spec.ts'));
  const cli = join(root, 'apps', 'server', 'src', 'cli.ts');
  for (const spec of specs) {
    const team = specTeam(spec);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', cli, 'demo', '--tenant', team.tenant, '--username-prefix', team.prefix, '--json'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databasePath, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
};
