import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each build an app on their own database file; run files in parallel, tests in order.
    pool: 'forks',
  },
});
