import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A guard against hangs, not a speed check (speed is measured in bench/): on a loaded 2-core CI machine the
    // heaviest API tests on PostgreSQL take 25–36 s, so 30 s failed runs that were only slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // API suites each build an app on their own database file; run files in parallel, tests in order.
    pool: 'forks',
  },
});
