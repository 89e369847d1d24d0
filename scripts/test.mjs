#!/usr/bin/env node
// `npm test`: every test. Checks the system packages the tests need (installing them when root),
// runs typecheck, lint, unit and API tests on SQLite, the API tests again on PostgreSQL
// (TEST_DATABASE_URL, or a throwaway cluster started here), and the browser tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;
const started = Date.now();

/** Debian packages the tests need, each with a file that shows it is installed. */
const SYSTEM_PACKAGES = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') },
  { name: 'postgresql', present: () => Boolean(postgresBin()) },
];

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function run(label, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (${seconds}s)`);
    return false;
  }
  console.log(`✔ ${label} (${seconds}s)`);
  return true;
}

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot) {
    console.error(
      `The tests need these Debian packages: ${missing.join(', ')}.\nInstall them with:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} …`);
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster on a free loopback port; initdb refuses root, so it runs as `postgres`. */
async function startThrowawayPostgres() {
  const bin = postgresBin();
  const dataDir = mkdtempSync(join(tmpdir(), 'notedesk-pg-'));
  const port = await freePort();
  const asPostgres = (args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  if (isRoot)
    chownSync(
      dataDir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const exec = (args) => {
    const [command, rest] = asPostgres(args);
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  exec([join(bin, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  exec([
    join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  const stop = () => {
    try {
      exec([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** Test counts read back from the runners' JSON reports, for the closing line. */
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated at the very end: CI keeps only the tail of the log. */
const failedTests = [];

function addVitestCounts(file, step) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = suite.name?.replace(`${process.cwd()}/`, '') ?? '';
    const failedInFile = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedInFile) failedTests.push(`${step}: ${where} › ${test.fullName ?? test.title}`);
    // A file that failed to load has no failed test of its own but a message.
    if (suite.status === 'failed' && failedInFile.length === 0)
      failedTests.push(`${step}: ${where} › ${(suite.message ?? 'failed').split('\n')[0]}`);
  }
  rmSync(file);
}

function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests?.some((test) => test.status === 'unexpected');
      if (failed) failedTests.push(`browser tests: ${[...path, spec.title].join(' › ')}`);
    }
    playwrightFailures(suite.suites, path);
  }
}

function addPlaywrightCounts(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  playwrightFailures(suites);
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  if (stats?.flaky)
    console.log(`⚠ ${stats.flaky} browser test(s) passed only on retry (flaky): see the list above`);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  rmSync(file);
}

const reportDir = mkdtempSync(join(tmpdir(), 'notedesk-test-'));
const vitestArgs = (name) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, name)}`,
];
const WORKSPACES_WITH_UNIT_TESTS = ['contract', 'server', 'web'];

async function main() {
  ensureSystemPackages();
  const steps = [];
  const step = (ok) => steps.push(ok);

  step(run('typecheck', 'npx', ['tsc', '-b']));
  step(run('lint', 'npx', ['biome', 'check', '.']));
  for (const workspace of WORKSPACES_WITH_UNIT_TESTS) {
    const file = `${workspace}-sqlite.json`;
    step(
      run(`${workspace}: unit and API tests (SQLite)`, 'npm', [
        'run',
        'test',
        '-w',
        `@notedesk/${workspace}`,
        ...vitestArgs(file),
      ]),
    );
    addVitestCounts(join(reportDir, file), workspace);
  }

  let postgres;
  try {
    let url = process.env.TEST_DATABASE_URL;
    if (!url) {
      postgres = await startThrowawayPostgres();
      url = postgres.url;
      // Stop the cluster even when the run is interrupted.
      for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
          postgres?.stop();
          process.exit(130);
        });
      }
    }
    step(
      run(
        'API tests (PostgreSQL)',
        'npm',
        ['run', 'test', '-w', '@notedesk/server', ...vitestArgs('server-postgres.json')],
        { TEST_DATABASE_URL: url },
      ),
    );
    addVitestCounts(join(reportDir, 'server-postgres.json'), 'server (PostgreSQL)');
  } finally {
    postgres?.stop();
  }

  // Built once here, into the folder the browser tests serve; E2E_SKIP_BUILD keeps their setup from building again.
  const webDist = process.env.E2E_WEB_DIST;
  const built = run('build web app', 'npm', [
    'run',
    'build',
    '-w',
    '@notedesk/web',
    ...(webDist ? ['--', '--outDir', webDist, '--emptyOutDir'] : []),
  ]);
  step(built);
  const playwrightReport = join(reportDir, 'e2e.json');
  if (built)
    step(
      run('browser tests (Chromium)', 'npm', ['run', 'test:e2e'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        E2E_SKIP_BUILD: '1',
      }),
    );
  addPlaywrightCounts(playwrightReport);

  const failedSteps = steps.filter((ok) => !ok).length;
  rmSync(reportDir, { recursive: true, force: true });
  console.log(
    `\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s; ${failedSteps} of ${steps.length} steps failed`,
  );
  // A failed step with no failed test (typecheck, lint, a crash) still counts as a failure.
  const failed = counts.failed + (failedSteps > 0 && counts.failed === 0 ? 1 : 0);
  console.log(`tests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
  for (const name of failedTests) console.log(`✖ ${name}`);
  process.exit(failedSteps ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
