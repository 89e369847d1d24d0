import { inflateRawSync } from 'node:zlib';
import { SheetRefused } from './SheetRefused';
import type { SheetLimits } from './sheetLimits';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The sizes a zip64 archive puts in the 32-bit fields; no spreadsheet of the allowed size needs zip64. */
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

type Part = { name: string; method: number; packed: number; declared: number; localOffset: number };

const endOfDirectory = (bytes: Buffer): number => {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw SheetRefused.notXlsx();
};

/** The parts the central directory lists, with the sizes it declares. */
const directory = (bytes: Buffer, limits: SheetLimits): Part[] => {
  if (bytes.length < 22) throw SheetRefused.notXlsx();
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  if (count > limits.parts) throw new SheetRefused({ limit: 'parts' });
  const parts: Part[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw SheetRefused.notXlsx();
    const nameLength = bytes.readUInt16LE(at + 28);
    const part = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      declared: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    if (part.declared === ZIP64_MARK || part.packed === ZIP64_MARK)
      throw new SheetRefused({ limit: 'unpackedBytes' });
    parts.push(part);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
};

/** The packed bytes of a part, located through its local header as every unzip program does. */
const packedBytes = (bytes: Buffer, part: Part): Buffer => {
  const at = part.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw SheetRefused.notXlsx();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + part.packed > bytes.length) throw SheetRefused.notXlsx();
  return bytes.subarray(start, start + part.packed);
};

/**
 * The parts of an xlsx archive by name, unpacked within the limits: the sizes its central directory
 * declares must fit, and every part is inflated with its output capped at the size it declared (so a
 * directory that understates a zip bomb is caught while inflating, never after the memory is gone).
 */
export const unpackXlsx = (bytes: Buffer, limits: SheetLimits): Map<string, Buffer> => {
  const parts = directory(bytes, limits);
  const declared = parts.reduce((sum, part) => sum + part.declared, 0);
  if (declared > limits.unpackedBytes) throw new SheetRefused({ limit: 'unpackedBytes' });
  const unpacked = new Map<string, Buffer>();
  for (const part of parts) {
    const packed = packedBytes(bytes, part);
    if (part.method === STORED) {
      if (part.packed !== part.declared) throw SheetRefused.notXlsx();
      unpacked.set(part.name, packed);
      continue;
    }
    if (part.method !== DEFLATED) throw SheetRefused.notXlsx();
    try {
      unpacked.set(part.name, inflateRawSync(packed, { maxOutputLength: Math.max(1, part.declared) }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new SheetRefused({ limit: 'unpackedBytes' });
      throw SheetRefused.notXlsx();
    }
  }
  return unpacked;
};
