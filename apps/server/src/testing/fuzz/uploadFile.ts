import { KNOWLEDGE_COLUMNS } from '@notedesk/contract';
import fc from 'fast-check';
import { crawlerRecord } from './crawlerRecord';
import { hostileText } from './hostileText';
import { jsonText } from './jsonText';

/** One file of an upload: its name as the browser sends it and its bytes. */
export type UploadFile = { name: string; bytes: Buffer };

const csvCell = (value: unknown): string => {
  const text = typeof value === 'string' ? value : jsonText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvOf = (header: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string =>
  [
    header.map(csvCell).join(','),
    ...rows.map((row) => header.map((name) => csvCell(row[name])).join(',')),
  ].join('\r\n');

/** Crawler records as the three import formats: CSV, a JSON array, JSON Lines. */
const crawlerFile = (now: number, noteIds: readonly string[]): fc.Arbitrary<UploadFile> =>
  fc
    .tuple(
      fc.array(crawlerRecord(now, noteIds), { minLength: 0, maxLength: 6 }),
      fc.constantFrom('csv', 'json', 'jsonl'),
    )
    .map(([records, format]) => {
      const header = [...new Set(records.flatMap((record) => Object.keys(record)))];
      const text =
        format === 'csv'
          ? csvOf(header, records)
          : format === 'json'
            ? jsonText(records)
            : records.map((record) => jsonText(record)).join('\n');
      return { name: `records.${format}`, bytes: Buffer.from(text) };
    });

/** A knowledge sheet as CSV: the real column names (Chinese or English), hostile cells. */
const knowledgeCsv: fc.Arbitrary<UploadFile> = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.array(hostileText, { minLength: 4, maxLength: 4 }), { minLength: 0, maxLength: 5 }),
  )
  .map(([chinese, rows]) => {
    const header = KNOWLEDGE_COLUMNS.map((column) => (chinese ? column.zh : column.en));
    const records = rows.map((cells) =>
      Object.fromEntries(header.map((name, index) => [name, cells[index]])),
    );
    return { name: 'knowledge.csv', bytes: Buffer.from(csvOf(header, records)) };
  });

/** A real workbook, cut short or with bytes flipped: a damaged xlsx as a browser could upload it. */
const damagedWorkbook = (workbook: Buffer): fc.Arbitrary<UploadFile> =>
  fc
    .tuple(fc.nat({ max: workbook.length }), fc.constantFrom('intact', 'cut', 'flipped'))
    .map(([at, damage]) => {
      const bytes = Buffer.from(workbook);
      const flipAt = Math.min(at, bytes.length - 1);
      if (damage === 'flipped') bytes[flipAt] = (bytes[flipAt] ?? 0) ^ 0xff;
      return { name: 'knowledge.xlsx', bytes: damage === 'cut' ? bytes.subarray(0, at) : bytes };
    });

/** File names an attacker picks: paths, formula starts, NUL, very long, no extension. */
const hostileName = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '=cmd|calc.csv',
    '@x.jsonl',
    'a\u0000b.csv',
    'x'.repeat(300),
    '',
    '.json',
  ),
  hostileText.map((text) => `${text.slice(0, 200)}.csv`),
);

/**
 * A file for the import or knowledge upload: crawler records, a knowledge sheet, a (damaged) workbook or
 * random bytes; sometimes under a hostile name.
 */
export const uploadFile = (
  now: number,
  noteIds: readonly string[],
  workbook: Buffer,
): fc.Arbitrary<UploadFile> =>
  fc
    .tuple(
      fc.oneof(
        crawlerFile(now, noteIds),
        knowledgeCsv,
        damagedWorkbook(workbook),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ name: 'random.bin', bytes: Buffer.from(bytes) })),
      ),
      // One file in four under a hostile name; the others keep the name that says what they hold.
      fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: hostileName, weight: 1 }),
    )
    .map(([file, name]) => (name === null ? file : { ...file, name }));
