#!/usr/bin/env node
// Rewrites the web app's relative imports that leave their own folder into `@/…` imports, then lets Biome
// sort them. Run it after merging a branch that added new `../../` imports; it changes nothing twice.
//
//   node scripts/useAtAlias.mjs          rewrite apps/web/src and sort the changed files' imports
//   node scripts/useAtAlias.mjs --check  only list what it would change (exit 1 when anything would)
//
// A file's own folder is its feature (src/features/<name>) or its shell area (src/app/<area>, or src/app
// for the files directly in it); a `__tests__` folder belongs to the folder it sits in. An import that
// starts with `..` and lands outside that folder becomes `@/<path under src>`; `./…` and imports that
// stay inside are left as they are.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps', 'web', 'src');
const checkOnly = process.argv.includes('--check');

/** Every .ts/.tsx file under `dir`. */
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `a/b/c` under src, with forward slashes. */
const underSrc = (path) => relative(src, path).split(sep).join(posix.sep);

/** The folder a file belongs to, under src: features/<name>, app/<area>, app, or its own folder. */
const ownFolder = (file) => {
  const parts = underSrc(dirname(file))
    .split('/')
    .filter((part) => part && part !== '__tests__');
  if (parts[0] === 'features' && parts[1]) return `features/${parts[1]}`;
  if (parts[0] === 'app') return parts[1] ? `app/${parts[1]}` : 'app';
  return parts.join('/');
};

const inside = (path, folder) => folder === '' || path === folder || path.startsWith(`${folder}/`);

/** `specifier` as written in `file`, or its `@/` form when it climbs out of the file's own folder. */
const aliased = (file, specifier) => {
  if (!specifier.startsWith('..')) return specifier;
  const target = underSrc(resolve(dirname(file), specifier));
  if (target.startsWith('..') || inside(target, ownFolder(file))) return specifier;
  return `@/${target}`;
};

// `from '…'`, `import '…'` and `import('…')`, with either quote.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.\.[^'"]*)\2/g;

const changed = [];
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    SPECIFIER,
    (_whole, lead, quote, specifier) => `${lead}${quote}${aliased(file, specifier)}${quote}`,
  );
  if (next === text) continue;
  changed.push(file);
  if (!checkOnly) writeFileSync(file, next);
}

for (const file of changed) console.log(relative(root, file));
console.log(`${changed.length} file(s) ${checkOnly ? 'would change' : 'rewritten'}`);
if (checkOnly) process.exit(changed.length ? 1 : 0);
if (changed.length) {
  // Imports are sorted by Biome's organizeImports; `@/…` sorts apart from `../…`.
  const biome = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['check', '--write', ...changed], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(biome.status ?? 1);
}
