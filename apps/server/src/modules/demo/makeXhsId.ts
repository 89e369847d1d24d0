import type { Random } from './createRandom';

/**
 * A Xiaohongshu object id (note, comment, user): 24 hex digits, like a MongoDB ObjectId —
 * the first 8 are the creation time in seconds, the rest look random.
 */
export const makeXhsId = (epochMs: number, random: Random): string =>
  Math.floor(epochMs / 1000)
    .toString(16)
    .padStart(8, '0') + random.hex(16);
