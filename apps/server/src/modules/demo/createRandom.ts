/** A small seeded pseudo-random source: the same seed always gives the same sequence. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted: <T>(items: readonly T[], weightOf: (item: T) => number) => T;
  /** Lowercase hex digits. */
  hex: (length: number) => string;
  /** Decimal digits; the first is not 0 unless length is 1. */
  digits: (length: number) => string;
};

/** FNV-1a, so a text seed (a note id, a tenant name) selects its own stream. */
const hashSeed = (seed: number | string): number => {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * mulberry32: fast, 32-bit state, good enough for fake data (not for anything secret).
 * Math.random cannot be seeded, and the demo data must be the same for the same `now`.
 */
export const createRandom = (seed: number | string): Random => {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  const weighted = <T>(items: readonly T[], weightOf: (item: T) => number): T => {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let target = next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return pick(items);
  };
  const hex = (length: number): string => {
    let out = '';
    while (out.length < length)
      out += Math.floor(next() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return out.slice(0, length);
  };
  const digits = (length: number): string => {
    let out = length > 1 ? String(int(1, 9)) : '';
    while (out.length < length) out += String(int(0, 9));
    return out;
  };
  return { next, int, chance: (probability) => next() < probability, pick, weighted, hex, digits };
};
