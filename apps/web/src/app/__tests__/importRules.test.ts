import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The web app's tests run in apps/web (npm -w, or `cd apps/web && npx vitest`).
const root = resolve(process.cwd(), '../..');
const sandbox = mkdtempSync(join(tmpdir(), 'notedesk-import-rules-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** The repository's Biome configuration in a scratch folder (no git there), with `files` at the same paths. */
const flaggedLines = (files: Record<string, string[]>): Record<string, number[]> => {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(sandbox, path)), { recursive: true });
    const lines = imports.map((from, index) => `import v${index} from '${from}';`);
    writeFileSync(
      join(sandbox, path),
      `${lines.join('\n')}\nexport const all = [${imports.map((_, i) => `v${i}`)}];\n`,
    );
  }
  const biome = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--only=style/noRestrictedImports', '--reporter=json', '.'],
    { cwd: sandbox, encoding: 'utf8' },
  );
  const report = JSON.parse(biome.stdout) as {
    diagnostics: { location: { path: string; start: { line: number } } }[];
  };
  const flagged: Record<string, number[]> = Object.fromEntries(Object.keys(files).map((path) => [path, []]));
  for (const diagnostic of report.diagnostics)
    flagged[diagnostic.location.path]?.push(diagnostic.location.start.line);
  return flagged;
};

describe('import rules of the web app (biome.json overrides)', () => {
  it('lets a feature reach another feature only through its index.ts, and axios only in app/http', () => {
    const flagged = flaggedLines({
      'apps/web/src/features/notes/pages/Page.tsx': [
        '../../comments/api', // 1: a file inside another feature
        '../../comments', // 2: its index
        '../../../app/ui/LoadFailed', // 3: the shell
        '../api', // 4: its own feature
        '@/features/comments/components/CommentTable', // 5: a file inside another feature
        '@/features/comments', // 6: its index
        'axios', // 7
      ],
      'apps/web/src/features/notes/api.ts': ['../comments/api', '../comments', '../../app/http/http'],
      'apps/web/src/app/http/client.ts': ['axios'],
      'apps/web/src/app/layout/Page.tsx': ['axios'],
    });
    expect(flagged).toEqual({
      'apps/web/src/features/notes/pages/Page.tsx': [1, 5, 7],
      'apps/web/src/features/notes/api.ts': [1],
      'apps/web/src/app/http/client.ts': [],
      'apps/web/src/app/layout/Page.tsx': [1],
    });
  });
});
