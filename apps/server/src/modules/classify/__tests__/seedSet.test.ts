import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { ZSeedComment } from '../seed/seedComment';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';

describe('seed set', () => {
  const seeds = seedComments();
  const count = (pick: (seed: (typeof seeds)[number]) => unknown, value: unknown) =>
    seeds.filter((seed) => pick(seed) === value).length;

  it('has at least 800 comments, each valid against the label schema, no duplicates', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(800);
    for (const seed of seeds) expect(ZSeedComment.safeParse(seed).success, seed.text).toBe(true);
    expect(new Set(seeds.map((seed) => seed.text)).size).toBe(seeds.length);
  });

  it('has ≥ 40 examples of every cls_type, sentiment and content_type, ≥ 15 of every neg_type', () => {
    for (const value of CLS_TYPES)
      expect(
        count((s) => s.cls_type, value),
        String(value),
      ).toBeGreaterThanOrEqual(40);
    for (const value of SENTIMENTS)
      expect(
        count((s) => s.sentiment, value),
        value,
      ).toBeGreaterThanOrEqual(40);
    for (const value of CONTENT_TYPES)
      expect(
        count((s) => s.content_type, value),
        value,
      ).toBeGreaterThanOrEqual(40);
    for (const value of NEG_TYPES)
      expect(
        count((s) => s.neg_type, value),
        value,
      ).toBeGreaterThanOrEqual(15);
  });

  it('rejects inconsistent labels', () => {
    const base = {
      text: '烂脸了',
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'adaptation',
      content_type: 'product_evaluation',
    };
    expect(ZSeedComment.safeParse(base).success).toBe(true);
    expect(ZSeedComment.safeParse({ ...base, neg_type: null }).success).toBe(false);
    expect(ZSeedComment.safeParse({ ...base, sentiment: 'positive' }).success).toBe(false);
    expect(ZSeedComment.safeParse({ ...base, cls_type: 2 }).success).toBe(false);
  });

  it('splits train and held-out the same way every time, without overlap', () => {
    const first = splitSeed(seeds);
    const second = splitSeed(seedComments());
    expect(second.heldOut.map((seed) => seed.text)).toEqual(first.heldOut.map((seed) => seed.text));
    expect(first.heldOut.length).toBeGreaterThan(seeds.length * 0.12);
    const train = new Set(first.train.map((seed) => seed.text));
    expect(first.heldOut.some((seed) => train.has(seed.text))).toBe(false);
  });
});
