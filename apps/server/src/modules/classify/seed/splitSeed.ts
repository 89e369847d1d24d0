import type { SeedComment } from './seedComment';

/** One seed comment in five is held out, chosen by a hash of its text, so the split never changes. */
export const HELD_OUT_EVERY = 5;

/**
 * Deterministic train / held-out split. The held-out part is only ever read by the evaluation; the
 * classifier the server runs trains on `train` alone, so the evaluation numbers describe it honestly.
 */
export const splitSeed = (
  comments: readonly SeedComment[],
): { train: SeedComment[]; heldOut: SeedComment[] } => {
  const train: SeedComment[] = [];
  const heldOut: SeedComment[] = [];
  for (const comment of comments) {
    (textHash(comment.text) % HELD_OUT_EVERY === 0 ? heldOut : train).push(comment);
  }
  return { train, heldOut };
};

/** FNV-1a over UTF-16 code units with a final avalanche so neighbouring texts spread evenly. */
const textHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
};
