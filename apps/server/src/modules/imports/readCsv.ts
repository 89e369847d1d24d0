import { isUtf8 } from 'node:buffer';
import { drainChunks } from './drainChunks';

/** One CSV record with the physical line it starts on (1 = the header), or why it could not be read. */
export type CsvRow = { line: number; fields: string[] } | { line: number; error: string };

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
/** Longer than any real row; past it an unclosed quote is assumed rather than buffering the whole file. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

type Scanned =
  | { kind: 'incomplete' }
  | { kind: 'record'; fields: string[]; end: number; newlines: number }
  | { kind: 'broken'; reason: string; end: number; newlines: number };

const countLf = (buf: Buffer, from: number, to: number): number => {
  let count = 0;
  let at = buf.indexOf(LF, from);
  while (at !== -1 && at < to) {
    count += 1;
    at = buf.indexOf(LF, at + 1);
  }
  return count;
};

/** Where the line that holds `from` ends (after its LF), for resynchronising after a broken record. */
const nextLineStart = (buf: Buffer, from: number): number => {
  const at = buf.indexOf(LF, from);
  return at === -1 ? buf.length : at + 1;
};

/** The end of a record whose last field ended at `at` (a comma was not found there). */
const recordEnd = (buf: Buffer, at: number, atEof: boolean): number | 'incomplete' => {
  if (at >= buf.length) return buf.length;
  if (buf[at] === LF) return at + 1;
  // CR: a CRLF pair, or a bare CR at the end of what we have so far.
  if (at + 1 < buf.length) return buf[at + 1] === LF ? at + 2 : at + 1;
  return atEof ? at + 1 : 'incomplete';
};

/** A quoted field starting at `start` (on the quote): its text and the index after the closing quote. */
const scanQuoted = (
  buf: Buffer,
  start: number,
  atEof: boolean,
): { value: string; next: number } | 'incomplete' | 'unclosed' => {
  let parts: string[] | null = null;
  let segment = start + 1;
  let from = segment;
  for (;;) {
    const quote = buf.indexOf(QUOTE, from);
    if (quote === -1) return atEof ? 'unclosed' : 'incomplete';
    if (quote + 1 >= buf.length && !atEof) return 'incomplete';
    if (buf[quote + 1] === QUOTE) {
      // "" inside a quoted field is one literal quote.
      parts ??= [];
      parts.push(buf.toString('utf8', segment, quote + 1));
      from = quote + 2;
      segment = from;
      continue;
    }
    const last = buf.toString('utf8', segment, quote);
    return { value: parts ? parts.join('') + last : last, next: quote + 1 };
  }
};

/** One record from `start`: fields split on commas outside quotes, ended by LF, CRLF or the end of input. */
const scanRecord = (buf: Buffer, start: number, atEof: boolean): Scanned => {
  const fields: string[] = [];
  let at = start;
  for (;;) {
    if (at < buf.length && buf[at] === QUOTE) {
      const quoted = scanQuoted(buf, at, atEof);
      if (quoted === 'incomplete') return { kind: 'incomplete' };
      if (quoted === 'unclosed') {
        return {
          kind: 'broken',
          reason: 'unclosed quoted field (the file may be truncated)',
          end: buf.length,
          newlines: 0,
        };
      }
      fields.push(quoted.value);
      at = quoted.next;
      const after = buf[at];
      if (at < buf.length && after !== COMMA && after !== CR && after !== LF) {
        if (buf.indexOf(LF, at) === -1 && !atEof) return { kind: 'incomplete' };
        const end = nextLineStart(buf, at);
        return {
          kind: 'broken',
          reason: 'text after a closing quote',
          end,
          newlines: countLf(buf, start, end),
        };
      }
    } else {
      let end = at;
      while (end < buf.length) {
        const byte = buf[end];
        if (byte === COMMA || byte === LF || byte === CR) break;
        end += 1;
      }
      if (end >= buf.length && !atEof) return { kind: 'incomplete' };
      fields.push(buf.toString('utf8', at, end));
      at = end;
    }
    if (at < buf.length && buf[at] === COMMA) {
      at += 1;
      continue;
    }
    const end = recordEnd(buf, at, atEof);
    if (end === 'incomplete') return { kind: 'incomplete' };
    return { kind: 'record', fields, end, newlines: countLf(buf, start, end) };
  }
};

const isBlankLine = (buf: Buffer, start: number, end: number): boolean =>
  buf.subarray(start, end).every((byte) => byte === CR || byte === LF);

const hasBom = (buf: Buffer): boolean =>
  buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;

/**
 * Streaming RFC 4180 reader over raw bytes: a UTF-8 byte-order mark is dropped, quoted fields may hold
 * commas, doubled quotes and line breaks, and every record reports the line it starts on. It works on
 * bytes because the separators are ASCII and never occur inside a UTF-8 sequence; a record whose bytes are
 * not valid UTF-8 is reported (with its line) instead of being decoded into replacement characters.
 */
export async function* readCsv(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRow> {
  let line = 1;
  let first = true;

  function* drain(buf: Buffer, atEof: boolean): Generator<CsvRow, number> {
    let at = 0;
    if (first && (buf.length >= 3 || atEof)) {
      first = false;
      if (hasBom(buf)) at = 3;
    }
    if (first) return 0;
    while (at < buf.length) {
      const scanned = scanRecord(buf, at, atEof);
      if (scanned.kind === 'incomplete') {
        if (buf.length - at <= MAX_RECORD_BYTES) return at;
        const end = nextLineStart(buf, at);
        yield { line, error: `row longer than ${MAX_RECORD_BYTES} bytes (unclosed quote?)` };
        line += 1;
        at = end;
        continue;
      }
      if (scanned.kind === 'broken') {
        yield { line, error: scanned.reason };
      } else if (!isUtf8(buf.subarray(at, scanned.end))) {
        yield { line, error: 'invalid UTF-8 bytes' };
      } else if (!(scanned.fields.length === 1 && isBlankLine(buf, at, scanned.end))) {
        yield { line, fields: scanned.fields };
      }
      line += Math.max(1, scanned.newlines);
      at = scanned.end;
    }
    return at;
  }

  yield* drainChunks(chunks, drain);
}
