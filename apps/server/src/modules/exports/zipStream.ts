import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

type ZipEntry = { name: Buffer; crc: number; compressedSize: number; size: number; offset: number };

/** Zip's 32-bit fields: an xlsx of more than 4 GB would need zip64, which nothing here writes. */
const MAX_ZIP32 = 0xffff_ffff;
/** General purpose flags: sizes and CRC follow the data (bit 3), names are UTF-8 (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in DOS date/time: no clock in the file, so the same rows give the same bytes. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** Resolves when `output` takes more bytes; rejects if it fails or closes first (a client gone). */
const drained = (output: Writable): Promise<void> =>
  new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('error', onError);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('the output closed before the file was written'));
    output.on('drain', onDrain);
    output.on('error', onError);
    output.on('close', onClose);
  });

/** A zip record: little-endian fields of 2 or 4 bytes, then (headers) the file name. */
const record = (fields: ReadonlyArray<readonly [bytes: 2 | 4, value: number]>, name?: Buffer): Buffer => {
  const bytes = Buffer.alloc(fields.reduce((size, [width]) => size + width, 0));
  let at = 0;
  for (const [width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
    at += width;
  }
  return name ? Buffer.concat([bytes, name]) : bytes;
};

/** Flags, method, time and date: alike in a local and a central header. */
const ENTRY_START = [
  [2, FLAGS],
  [2, DEFLATE],
  [2, DOS_TIME],
  [2, DOS_DATE],
] as const;

/** CRC and sizes stay 0 in the local header: the data descriptor after the data carries them. */
const localHeader = (name: Buffer): Buffer =>
  record(
    [[4, 0x04034b50], [2, VERSION], ...ENTRY_START, [4, 0], [4, 0], [4, 0], [2, name.length], [2, 0]],
    name,
  );

const dataDescriptor = (entry: ZipEntry): Buffer =>
  record([
    [4, 0x08074b50],
    [4, entry.crc],
    [4, entry.compressedSize],
    [4, entry.size],
  ]);

/** Extra field, comment, disk number and attributes are all empty. */
const centralHeader = (entry: ZipEntry): Buffer =>
  record(
    [
      [4, 0x02014b50],
      [2, VERSION],
      [2, VERSION],
      ...ENTRY_START,
      [4, entry.crc],
      [4, entry.compressedSize],
      [4, entry.size],
      [2, entry.name.length],
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [4, 0],
      [4, entry.offset],
    ],
    entry.name,
  );

const endOfCentralDirectory = (entries: number, size: number, offset: number): Buffer =>
  record([
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, entries],
    [2, entries],
    [4, size],
    [4, offset],
    [2, 0],
  ]);

/**
 * A zip archive written to `output` as it goes, one deflated entry after another (each entry's text is
 * compressed while it is produced, so no entry is ever whole in memory), then the central directory; `finish`
 * ends `output`. Writes wait while `output` is full. Deflate level 1: the XML of a sheet compresses about as
 * well at any level, and higher levels cost seconds per 100,000 rows.
 */
export const zipStream = (output: Writable) => {
  const entries: ZipEntry[] = [];
  let offset = 0;

  const put = async (bytes: Buffer): Promise<void> => {
    if (output.destroyed) throw new Error('the output closed before the file was written');
    offset += bytes.length;
    if (!output.write(bytes)) await drained(output);
  };

  return {
    /** One file of the archive, its content the text `parts` bring (UTF-8). */
    add: async (path: string, parts: Iterable<string> | AsyncIterable<string>): Promise<void> => {
      const entry: ZipEntry = { name: Buffer.from(path), crc: 0, compressedSize: 0, size: 0, offset };
      await put(localHeader(entry.name));
      await pipeline(
        async function* () {
          for await (const part of parts) {
            const bytes = Buffer.from(part);
            entry.crc = crc32(bytes, entry.crc);
            entry.size += bytes.length;
            yield bytes;
          }
        },
        createDeflateRaw({ level: 1 }),
        async (compressed: AsyncIterable<Buffer>) => {
          for await (const bytes of compressed) {
            entry.compressedSize += bytes.length;
            await put(bytes);
          }
        },
      );
      if (entry.size > MAX_ZIP32 || offset > MAX_ZIP32) throw new Error('xlsx larger than 4 GB');
      await put(dataDescriptor(entry));
      entries.push(entry);
    },

    /** Writes the central directory and ends `output`. */
    finish: async (): Promise<void> => {
      const start = offset;
      for (const entry of entries) await put(centralHeader(entry));
      await put(endOfCentralDirectory(entries.length, offset - start, start));
      output.end();
    },
  };
};
