import { isUtf8 } from 'node:buffer';
import { isPlainObject, type SourceRecord } from './sourceRecord';

const LF = 0x0a;

const parseLine = (bytes: Buffer, line: number): SourceRecord | undefined => {
  if (!isUtf8(bytes)) return { line, error: 'invalid UTF-8 bytes' };
  const text = bytes.toString('utf8').trim();
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? { line, record: value } : { line, error: 'not a JSON object' };
  } catch {
    return { line, error: 'not valid JSON (truncated line?)' };
  }
};

/** JSON Lines, one object a line; a line that is not a whole JSON object is reported, the rest are read. */
export async function* readJsonl(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceRecord> {
  let pending: Buffer = Buffer.alloc(0);
  let line = 1;
  let first = true;
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = pending.length > 0 ? Buffer.concat([pending, bytes]) : bytes;
    let at = 0;
    if (first && buf.length >= 3) {
      first = false;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) at = 3;
    }
    for (let end = buf.indexOf(LF, at); end !== -1; end = buf.indexOf(LF, at)) {
      const item = parseLine(buf.subarray(at, end), line);
      if (item) yield item;
      line += 1;
      at = end + 1;
    }
    pending = buf.subarray(at);
  }
  let start = 0;
  if (first && pending.length >= 3 && pending[0] === 0xef && pending[1] === 0xbb && pending[2] === 0xbf)
    start = 3;
  const last = parseLine(pending.subarray(start), line);
  if (last) yield last;
}
