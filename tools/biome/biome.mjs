#!/usr/bin/env node
// Runs the Biome binary from @biomejs/cli-linux-x64 with the given arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let binary;
try {
  binary = join(dirname(require.resolve('@biomejs/cli-linux-x64/package.json')), 'biome');
} catch {
  binary = undefined;
}
if (!binary || !existsSync(binary)) {
  console.error('Biome (lint and format) is only installed on Linux x64 (@biomejs/cli-linux-x64); skipping.');
  process.exit(process.env.CI ? 1 : 0);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
