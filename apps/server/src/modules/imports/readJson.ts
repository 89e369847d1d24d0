import { isUtf8 } from 'node:buffer';
import { drainChunks } from './drainChunks';
import { isPlainObject, type SourceRecord } from './sourceRecord';

const LF = 0x0a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const MAX_ELEMENT_BYTES = 4 * 1024 * 1024;

const isSpace = (byte: number | undefined): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The end (exclusive) of the JSON value that opens at `start` with { or [, or undefined if not all here. */
const valueEnd = (buf: Buffer, start: number): number | undefined => {
  let depth = 0;
  let inString = false;
  for (let at = start; at < buf.length; at += 1) {
    const byte = buf[at];
    if (inString) {
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return undefined;
};

const countLf = (buf: Buffer, from: number, to: number): number => {
  let count = 0;
  for (let at = buf.indexOf(LF, from); at !== -1 && at < to; at = buf.indexOf(LF, at + 1)) count += 1;
  return count;
};

const parseElement = (bytes: Buffer, line: number): SourceRecord => {
  if (!isUtf8(bytes)) return { line, error: 'invalid UTF-8 bytes' };
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return isPlainObject(value) ? { line, record: value } : { line, error: 'not a JSON object' };
  } catch {
    return { line, error: 'not valid JSON' };
  }
};

type Reader = { line: number; state: 'start' | 'items' | 'done' };

/**
 * Reads the elements of a top-level JSON array one by one (streaming), so one broken element, invalid
 * UTF-8 in it, or a file cut off in the middle costs only that element: it is reported with the line it
 * starts on and the others are read.
 */
export async function* readJson(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceRecord> {
  const reader: Reader = { line: 1, state: 'start' };

  function* drain(buf: Buffer, atEof: boolean): Generator<SourceRecord, number> {
    let at = 0;
    while (at < buf.length && reader.state !== 'done') {
      const byte = buf[at];
      if (isSpace(byte) || byte === COMMA) {
        if (byte === LF) reader.line += 1;
        at += 1;
        continue;
      }
      if (reader.state === 'start') {
        if (at === 0 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
          at = 3;
          continue;
        }
        if (byte !== OPEN_BRACKET) {
          yield { line: reader.line, error: 'not a JSON array' };
          reader.state = 'done';
          return buf.length;
        }
        reader.state = 'items';
        at += 1;
        continue;
      }
      if (byte === CLOSE_BRACKET) {
        reader.state = 'done';
        return buf.length;
      }
      if (byte !== OPEN_BRACE && byte !== OPEN_BRACKET) {
        // A bare value (number, string, literal): skip to the next separator and report it.
        let end = at;
        while (end < buf.length && buf[end] !== COMMA && buf[end] !== CLOSE_BRACKET && buf[end] !== LF)
          end += 1;
        if (end >= buf.length && !atEof) return at;
        yield { line: reader.line, error: 'not a JSON object' };
        at = end;
        continue;
      }
      const end = valueEnd(buf, at);
      if (end === undefined) {
        if (!atEof && buf.length - at <= MAX_ELEMENT_BYTES) return at;
        yield { line: reader.line, error: 'incomplete JSON object (the file may be truncated)' };
        reader.state = 'done';
        return buf.length;
      }
      yield parseElement(buf.subarray(at, end), reader.line);
      reader.line += countLf(buf, at, end);
      at = end;
    }
    return at;
  }

  yield* drainChunks(chunks, drain);
  if (reader.state === 'items')
    yield { line: reader.line, error: 'the array is not closed (truncated file?)' };
}
