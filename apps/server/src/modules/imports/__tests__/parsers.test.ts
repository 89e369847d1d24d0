import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../detectFileKind';
import { mapComment } from '../mapComment';
import { mapDyNote } from '../mapDyNote';
import { mapXhsNote } from '../mapXhsNote';
import { parseCount } from '../parseCount';
import { readCsv } from '../readCsv';
import { readJson } from '../readJson';
import { readJsonl } from '../readJsonl';
import { readRecords } from '../readRecords';
import { sniffFile } from '../sniffFile';
import type { SourceRecord } from '../sourceRecord';

const fixture = (...parts: string[]) => join(import.meta.dirname, 'fixtures', ...parts);

/** The bytes in chunks of `size`, to prove records split across chunk boundaries are read whole. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe('parseCount', () => {
  it.each([
    ['37', 37],
    ['1.2万', 12_000],
    ['10万+', 100_000],
    ['', 0],
    [' 1,234 ', 1234],
    ['3.5w', 35_000],
    ['2亿', 200_000_000],
    [42, 42],
    [null, 0],
  ])('%j → %d', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });

  it.each(['很多', 'abc', '1.2.3', '-5', '万'])('%j is not a count', (input) => {
    expect(parseCount(input)).toBeUndefined();
  });
});

describe('readCsv', () => {
  const sample = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(
      '"a","b","c"\r\n"1","x, y","say ""hi"""\r\n"2","line\r\nbreak",""\r\n3,plain,\r\n\r\n"4","末尾","无换行"',
    ),
  ]);

  it.each([1, 2, 3, 7, 64 * 1024])(
    'drops the BOM and reads quoted commas, quotes, newlines (chunks of %d bytes)',
    async (size) => {
      const rows = await collect(readCsv(chunked(sample, size)));
      expect(rows).toEqual([
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
        { line: 3, fields: ['2', 'line\r\nbreak', ''] },
        { line: 5, fields: ['3', 'plain', ''] },
        { line: 7, fields: ['4', '末尾', '无换行'] },
      ]);
    },
  );

  it('reports invalid UTF-8 and an unclosed quote with their lines, and keeps reading', async () => {
    const bytes = Buffer.concat([
      Buffer.from('h1,h2\n1,ok\n2,'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\n3,fine\n4,"never closed\n5,x\n'),
    ]);
    const rows = await collect(readCsv(chunked(bytes, 5)));
    expect(rows).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['1', 'ok'] },
      { line: 3, error: 'invalid UTF-8 bytes' },
      { line: 4, fields: ['3', 'fine'] },
      { line: 5, error: 'unclosed quoted field (the file may be truncated)' },
    ]);
  });

  it('reports text after a closing quote and resumes on the next line', async () => {
    const rows = await collect(readCsv(chunked(Buffer.from('a,b\n"x"y,1\n2,3\n'), 4)));
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'text after a closing quote' },
      { line: 3, fields: ['2', '3'] },
    ]);
  });
});

describe('readRecords', () => {
  it('maps CSV rows to the header and reports wrong column counts', async () => {
    const items = await collect(readRecords('csv', chunked(Buffer.from('a,b\n1,2\n1,2,3\n4\n5,6'), 3)));
    expect(items).toEqual([
      { line: 2, record: { a: '1', b: '2' } },
      { line: 3, error: 'wrong column count: 3 instead of 2' },
      { line: 4, error: 'wrong column count: 1 instead of 2' },
      { line: 5, record: { a: '5', b: '6' } },
    ]);
  });

  it('reads a JSON array element by element, reporting broken ones and a truncated end', async () => {
    const text =
      '\ufeff[\n  {"a": "x,}]{"},\n  {"a": 2,\n   "b": [1, {"c": 3}]},\n  {"a": oops},\n  7,\n  {"a": "\\"q\\""},\n  {"a": "cut';
    const items = await collect(readJson(chunked(Buffer.from(text), 3)));
    expect(items).toEqual<SourceRecord[]>([
      { line: 2, record: { a: 'x,}]{' } },
      { line: 3, record: { a: 2, b: [1, { c: 3 }] } },
      { line: 5, error: 'not valid JSON' },
      { line: 6, error: 'not a JSON object' },
      { line: 7, record: { a: '"q"' } },
      { line: 8, error: 'incomplete JSON object (the file may be truncated)' },
    ]);
  });

  it('reads JSON Lines and reports a truncated last line', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"a":1}\n\n["not object"]\n{"a":'),
      Buffer.from([0xff]),
      Buffer.from('}\n{"a":3}\n{"a":4'),
    ]);
    const items = await collect(readJsonl(chunked(bytes, 4)));
    expect(items).toEqual([
      { line: 1, record: { a: 1 } },
      { line: 3, error: 'not a JSON object' },
      { line: 4, error: 'invalid UTF-8 bytes' },
      { line: 5, record: { a: 3 } },
      { line: 6, error: 'not valid JSON (truncated line?)' },
    ]);
  });

  it('reads the MediaCrawler comment CSV fixture: 6 good rows, 3 reported', async () => {
    const items = await collect(
      readRecords('csv', createReadStream(fixture('xhs', 'search_comments_2025-01-10.csv'))),
    );
    const errors = items.filter((item) => 'error' in item);
    expect(errors).toEqual([
      { line: 6, error: 'wrong column count: 12 instead of 13' },
      { line: 8, error: 'invalid UTF-8 bytes' },
    ]);
    const records = items.flatMap((item) => ('record' in item ? [item] : []));
    expect(records.map((item) => [item.line, item.record.comment_id])).toEqual([
      [2, 'c1'],
      [3, 'c2'],
      [5, 'c3'],
      [7, 'c5'],
      [9, 'c7'],
      [10, 'c8'],
      [11, 'c9'],
    ]);
    expect(records[0]?.record.content).toBe('好用，"真的"吗, yes');
    expect(records[1]?.record.content).toBe('回复：\n第二行也是评论');
  });
});

describe('detectFileKind and sniffFile', () => {
  it.each([
    [
      ['xhs', 'search_contents_2025-01-10.csv'],
      { platform: 'xhs', record: 'notes', layout: 'xhs', format: 'csv' },
    ],
    [
      ['xhs', 'search_contents_2025-01-11.json'],
      { platform: 'xhs', record: 'notes', layout: 'xhs-hashed', format: 'json' },
    ],
    [['xhs', 'search_comments_2025-01-10.csv'], { platform: 'xhs', record: 'comments', format: 'csv' }],
    [['xhs', 'detail_comments_2025-01-12.jsonl'], { platform: 'xhs', record: 'comments', crawl: 'detail' }],
    [['dy', 'creator_contents_2025-01-10.jsonl'], { platform: 'dy', record: 'notes', crawl: 'creator' }],
    [['dy', 'search_comments_2025-01-10.json'], { platform: 'dy', record: 'comments', format: 'json' }],
  ])('%j is recognised', async (parts, expected) => {
    const name = parts[1] ?? '';
    const detection = await sniffFile(fixture(...parts), name);
    expect(detection.ok).toBe(true);
    if (detection.ok) expect(detection.kind).toMatchObject(expected);
  });

  it('refuses an unknown name, unknown columns, and a name that disagrees with the columns', async () => {
    const badName = await sniffFile(fixture('other', 'report.csv'), 'report.csv');
    expect(badName).toMatchObject({ ok: false, reason: { code: 'notMediaCrawlerName' } });
    const badColumns = await sniffFile(
      fixture('other', 'search_contents_2025-01-10.csv'),
      'search_contents_2025-01-10.csv',
    );
    expect(badColumns).toMatchObject({
      ok: false,
      reason: { code: 'unknownColumns', params: { found: expect.stringContaining('id, name, price') } },
    });
    const swapped = detectFileKind(
      'search_contents_2025-01-10.csv',
      new Set(['comment_id', 'create_time', 'note_id', 'content']),
    );
    expect(swapped).toMatchObject({ ok: false, reason: { code: 'nameNotesColumnsComments' } });
    const notJson = await sniffFile(fixture('other', 'report.csv'), 'search_contents_2025-01-10.json');
    expect(notJson.ok).toBe(false);
  });
});

describe('field mappers', () => {
  /** The import's time: rows without last_modify_ts take it; no time may be over a day after it. */
  const NOW = Date.parse('2025-02-01T00:00:00Z');
  const context = { now: NOW, dropped: () => undefined };

  it('maps the classic xhs note layout', () => {
    const note = mapXhsNote(
      {
        note_id: 'n1',
        type: 'video',
        title: 't',
        desc: 'd',
        time: '1736476800000',
        user_id: 'u1',
        nickname: 'nick',
        avatar: 'http://a',
        liked_count: '1.2万',
        collected_count: '',
        comment_count: '3',
        share_count: '10万+',
        ip_location: '上海',
        image_list: 'http://i/1.jpg, http://i/2.jpg',
        tag_list: '护肤,,美妆',
        last_modify_ts: '1736500000000',
        note_url: '',
        source_keyword: 'kw',
      },
      context,
    );
    expect(note).toMatchObject({
      platform: 'xhs',
      platform_note_id: 'n1',
      note_type: 'video',
      author_id: 'u1',
      author_keys: ['u1'],
      liked_count: 12_000,
      collected_count: 0,
      share_count: 100_000,
      published_at: 1736476800000,
      last_modify_ts: 1736500000000,
      image_list: '["http://i/1.jpg","http://i/2.jpg"]',
      cover_url: 'http://i/1.jpg',
      tag_list: '["护肤","美妆"]',
      note_url: 'https://www.xiaohongshu.com/explore/n1',
    });
  });

  it('maps the newer xhs layout (creator_hash, no user_id) and falls back to the crawl time', () => {
    const note = mapXhsNote(
      {
        note_id: 'n2',
        type: 'normal',
        title: '',
        desc: '',
        time: '1736476800000',
        creator_hash: 'h9',
        nickname: '用户***',
        liked_count: '1',
      },
      context,
    );
    expect(note).toMatchObject({
      author_id: 'h9',
      author_keys: ['h9'],
      author_name: '用户***',
      last_modify_ts: NOW,
      ip_location: '',
    });
  });

  it('maps Douyin videos and comments with create_time in seconds', () => {
    const video = mapDyNote(
      {
        aweme_id: '74',
        aweme_type: '68',
        title: 't',
        desc: 'd',
        create_time: '1736476800',
        user_id: '0',
        sec_uid: 'MS4w',
        short_user_id: '',
        user_unique_id: 'uq',
        liked_count: '5',
        comment_count: '1',
        cover_url: 'http://c',
      },
      context,
    );
    expect(video).toMatchObject({
      published_at: 1736476800000,
      note_type: 'normal',
      author_keys: ['MS4w', 'uq'],
      image_list: '["http://c"]',
    });
    const comment = mapComment(
      'dy',
      {
        comment_id: '9',
        aweme_id: '74',
        content: 'hi',
        create_time: 1736476800,
        like_count: 3,
        parent_comment_id: '0',
        pictures: '',
      },
      context,
    );
    expect(comment).toMatchObject({
      platform_note_id: '74',
      published_at: 1736476800000,
      like_count: 3,
      parent_comment_id: '',
      pictures: '[]',
    });
  });

  it('names the field of a bad value', () => {
    expect(() =>
      mapComment(
        'xhs',
        { comment_id: '1', note_id: 'n', content: '', create_time: '1', like_count: '很多' },
        context,
      ),
    ).toThrow('like_count: not a count ("很多")');
    expect(() => mapComment('xhs', { comment_id: '', note_id: 'n', create_time: '1' }, context)).toThrow(
      'comment_id is empty',
    );
    expect(() => mapXhsNote({ note_id: 'n', time: 'yesterday' }, context)).toThrow('time: not a time');
  });

  it('refuses a time outside 2000-01-01 … a day after the import, in ms or in seconds', () => {
    const at = (time: unknown) => () => mapXhsNote({ note_id: 'n', time }, context);
    expect(at(9e15)).toThrow(
      'time: 9000000000000000 is outside the accepted time range (2000-01-01 to 2025-02-02)',
    );
    expect(at('1e20')).toThrow('time: 1e20 is outside');
    expect(at('946684799')).toThrow('outside');
    expect(at(String(NOW + 86_400_001))).toThrow('outside');
    expect(mapXhsNote({ note_id: 'n', time: '946684800' }, context).published_at).toBe(946684800000);
    expect(mapXhsNote({ note_id: 'n', time: String(NOW + 86_400_000) }, context).published_at).toBe(
      NOW + 86_400_000,
    );
    expect(() =>
      mapComment(
        'dy',
        { comment_id: 'c', aweme_id: 'a', create_time: '1736476800', last_modify_ts: 1e20 },
        context,
      ),
    ).toThrow('last_modify_ts: 100000000000000000000 is outside');
  });
});
