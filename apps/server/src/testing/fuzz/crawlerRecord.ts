import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { hostileValue } from './hostileValue';

/** The field names the import and ingest mappers read (xhs and Douyin layouts), one a line. */
const CRAWLER_FIELDS = readFileSync(new URL('./crawlerFields.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '');

/** Fields naming the note a comment belongs to: often a note the tenant has, so the comment is stored. */
const NOTE_FIELDS = new Set(['note_id', 'aweme_id']);

/** Fields a record is refused without: always there (their values may still be hostile). */
const IDENTITY_FIELDS = ['note_id', 'aweme_id', 'comment_id'];

/** A value such a field holds when the crawler works: ids, counts ("1.2万"), times in ms or s, text, links. */
const plausibleValue = (now: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.stringMatching(/^[0-9a-f]{24}$/),
    fc.integer({ min: 0, max: 100_000 }),
    fc.constantFrom('1.2万', '10+', '3k', ''),
    fc.integer({ min: now - 400 * 86_400_000, max: now }),
    fc.integer({ min: Math.floor(now / 1000) - 400 * 86_400, max: Math.floor(now / 1000) }),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.constantFrom('https://www.xiaohongshu.com/explore/64b7f2e2000000001203a7c1', 'video', 'normal'),
  );

/**
 * A record as a crawler posts it to the ingest API (or writes it into an import file): the mappers' field
 * names with plausible values, some replaced by hostile ones, sometimes an unknown or prototype key.
 */
export const crawlerRecord = (
  now: number,
  noteIds: readonly string[],
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.subarray(CRAWLER_FIELDS).map((fields) => [...new Set([...IDENTITY_FIELDS, ...fields])]),
      fc.option(fc.constantFrom(...noteIds), { freq: 3 }),
      fc.array(
        fc.oneof({ arbitrary: plausibleValue(now), weight: 4 }, { arbitrary: hostileValue, weight: 1 }),
        {
          minLength: CRAWLER_FIELDS.length,
          maxLength: CRAWLER_FIELDS.length,
        },
      ),
      fc.option(fc.constantFrom('__proto__', 'constructor', 'unknown_field', '')),
    )
    .map(([fields, noteId, values, extraKey]) => {
      const record: Record<string, unknown> = {};
      fields.forEach((field, index) => {
        record[field] = NOTE_FIELDS.has(field) && noteId !== null ? noteId : values[index % values.length];
      });
      if (extraKey !== null) Object.defineProperty(record, extraKey, { value: values[0], enumerable: true });
      return record;
    });
