#!/usr/bin/env node
// Prints the gzipped size of what the login route loads: the entry chunk, its static imports, the
// login page chunk and its static imports, and their CSS (DESIGN §7 budget: 350 KB).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 350 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk and everything it imports statically (what the browser must fetch before running it). */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login page chunk missing from the manifest');

const keys = new Set([...closure(entryKey), ...closure(loginKey)]);
const rows = [];
for (const key of keys) {
  const chunk = manifest[key];
  rows.push({ file: chunk.file, kind: 'js', size: gzipped(chunk.file) });
  for (const css of chunk.css ?? []) rows.push({ file: css, kind: 'css', size: gzipped(css) });
}
const unique = [...new Map(rows.map((row) => [row.file, row])).values()].sort((a, b) => b.size - a.size);
const js = unique.filter((row) => row.kind === 'js').reduce((sum, row) => sum + row.size, 0);
const css = unique.filter((row) => row.kind === 'css').reduce((sum, row) => sum + row.size, 0);

const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
// --json: the figures for `npm run bench` (bench/runBench.ts), nothing else.
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ jsBytes: js, cssBytes: css, totalBytes: js + css, budgetBytes: BUDGET_BYTES, lazy }),
  );
  process.exit(0);
}

console.log('Login route (entry + login page, static imports, CSS), gzipped:');
for (const row of unique) console.log(`  ${row.kind.padEnd(3)} ${kb(row.size).padStart(9)}  ${row.file}`);
console.log(`  JS  ${kb(js)}  CSS ${kb(css)}  total ${kb(js + css)} (budget ${kb(BUDGET_BYTES)})`);

console.log(`Lazily loaded route chunks: ${lazy}`);
if (js + css > BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
