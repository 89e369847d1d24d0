import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * React's scheduler runs its work on Node's setImmediate, which outlives a test file's jsdom window: a render already
 * scheduled when the file ends (an Arco message's own root, say) would run during the next file in the same worker
 * and throw "window is not defined" (seen once in CI). Let scheduled work finish while the window still exists.
 */
afterAll(async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
