import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spamVocabulary } from '../spamVocabulary';

const fileOf = (text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'spam-vocabulary-')), 'vocabulary.txt');
  writeFileSync(path, text);
  return path;
};

describe('spamVocabulary', () => {
  it('joins the lines of a section into one pattern, skipping comments and blank lines, with its flags', () => {
    const vocabulary = spamVocabulary(
      fileOf('# why\n== lure\n互关\n\n# more\n看(?:我)?主页\n== keycap g\n[\\u20e3]\n'),
    );
    expect(vocabulary.lure!.source).toBe('互关|看(?:我)?主页');
    expect(vocabulary.lure!.test('求互关')).toBe(true);
    expect(vocabulary.keycap!.flags).toBe('g');
    expect('1\u20e3'.replace(vocabulary.keycap!, '')).toBe('1');
  });

  it('refuses a pattern line outside a section', () => {
    expect(() => spamVocabulary(fileOf('互关\n'))).toThrow(/before the first/);
  });

  it('ships every pattern the spam rule reads', () => {
    expect(Object.keys(spamVocabulary()).sort()).toEqual(
      [
        'contact',
        'customer-case',
        'keycap',
        'link',
        'lure',
        'order-number',
        'private-offer',
        'reselling',
        'reselling-denied',
        'selling',
        'seller-offer',
        'spam-warning',
      ].sort(),
    );
  });
});
