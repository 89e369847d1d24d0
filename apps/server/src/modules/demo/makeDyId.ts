import type { Random } from './createRandom';

/**
 * A Douyin id (aweme video, comment): a 19-digit snowflake whose upper 32 bits are the creation
 * time in seconds, as on the real platform (ids of 2024 start with 73…/74…).
 */
export const makeDyId = (epochMs: number, random: Random): string => {
  const seconds = BigInt(Math.floor(epochMs / 1000));
  const low = BigInt(random.int(0, 0xffffffff));
  return ((seconds << 32n) | low).toString();
};
