import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { ZSeedComment } from '../seed/seedComment';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';

describe('seed set', () => {
  const seeds = seedComments();
  const count = (pick: (seed: (typeof seeds)[number]) => unknown, value: unknown) =>
    seeds.filter((seed) => pick(seed) === value).length;

  it('has at least 2,500 comments, each valid against the label schema, no duplicates', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(2500);
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

  it('has ≥ 150 spam comments, all other (100), neutral and non_product', () => {
    const spam = seeds.filter((seed) => seed.spam);
    expect(spam.length).toBeGreaterThanOrEqual(150);
    for (const seed of spam) {
      expect(seed, seed.text).toMatchObject({ cls_type: 100, sentiment: 'neutral', neg_type: null });
    }
  });

  it('is read from the JSONL files beside the loader; a bad line names its file and line', () => {
    const directory = mkdtempSync(join(tmpdir(), 'seed-'));
    const good = {
      text: '好用',
      cls_type: 2,
      sentiment: 'positive',
      neg_type: null,
      content_type: 'product_evaluation',
    };
    writeFileSync(join(directory, 'a.jsonl'), `${JSON.stringify(good)}\n\n`);
    writeFileSync(join(directory, 'notes.txt'), 'not a seed file');
    expect(seedComments(directory)).toEqual([{ ...good, spam: false }]);
    writeFileSync(join(directory, 'b.jsonl'), `${JSON.stringify({ ...good, text: '加v', spam: true })}\n`);
    expect(() => seedComments(directory)).toThrow(/b\.jsonl:1: spam is other/);
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
