import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type CachedImage = { bytes: Buffer; contentType: string };

export type ImageCache = {
  /** The stored image, or undefined when there is none (or it is unreadable: then it is fetched again). */
  read: (key: string) => Promise<CachedImage | undefined>;
  /** Stores the image, then evicts the least recently used images while the folder is over its bound. */
  write: (key: string, image: CachedImage) => Promise<void>;
};

export type ImageCacheOptions = {
  directory: string;
  /** The bound on the bytes of all files in `directory`. */
  maxBytes: number;
  /** Epoch milliseconds: the time a file is marked as used at. */
  now: () => number;
};

/** A content type is one short line; anything else in a file's first line means the file is not ours. */
const STORED_TYPE = /^image\/[a-z0-9.+-]{1,100}$/;
const NEWLINE = 0x0a;
/**
 * An eviction goes down to 90% of the bound, so the next count of the folder (a stat of every file) waits
 * until another tenth of the bound has been written, not until the next image.
 */
const LOW_WATER = 0.9;

type StoredFile = { path: string; bytes: number; usedAt: number };

/** Every file in the cache's folders with its size and last use (its mtime); none when there is no folder. */
const listFiles = async (directory: string): Promise<StoredFile[]> => {
  const folders = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: StoredFile[] = [];
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const names = await readdir(join(directory, folder.name));
    const found = await Promise.all(
      names.map(async (name) => {
        const path = join(directory, folder.name, name);
        // Gone meanwhile (evicted by another server process on the same folder): nothing to count.
        const info = await stat(path).catch(() => undefined);
        return info?.isFile() ? { path, bytes: info.size, usedAt: info.mtimeMs } : undefined;
      }),
    );
    for (const file of found) if (file) files.push(file);
  }
  return files;
};

/** Deletes the least recently used files until the rest fit in `target` bytes; answers the bytes left. */
const evictDownTo = async (files: StoredFile[], target: number): Promise<number> => {
  let total = files.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= target) return total;
  const oldestFirst = [...files].sort((a, b) => a.usedAt - b.usedAt || a.path.localeCompare(b.path));
  for (const file of oldestFirst) {
    if (total <= target) break;
    await rm(file.path, { force: true });
    total -= file.bytes;
  }
  return total;
};

/**
 * Images on disk, one file per key (a sha256 in hex) under `<directory>/<first two hex digits>/`, so no
 * folder grows past a few thousand entries. A file is the content type, a newline, then the bytes: one
 * file, so a reader never pairs the bytes of one image with the type of another.
 *
 * Bounded by size, least recently used out first. A file's mtime is its last use (set on write and on every
 * read), so the order survives a restart and is shared by server processes on the same folder. Memory
 * holds one number: the bytes on disk as last counted plus what this process wrote since. The first write
 * after a start counts the folder (what an earlier run left is in the bound); a write that takes the number
 * past the bound counts again and evicts. With several processes (WORKERS) each counts only its own writes
 * between counts, so the folder can pass the bound by what the others wrote since; every count brings it
 * back under.
 */
export const createImageCache = ({ directory, maxBytes, now }: ImageCacheOptions): ImageCache => {
  const fileOf = (key: string): string => {
    // The key names a file: only ever a hex digest, whatever a caller passes.
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`image cache key must be a sha256 hex digest: ${key}`);
    return join(directory, key.slice(0, 2), key);
  };
  const markUsed = (file: string): Promise<void> => {
    const at = new Date(now());
    return utimes(file, at, at);
  };

  /** Unknown until the first count. */
  let bytesOnDisk = Number.POSITIVE_INFINITY;
  /** Bytes this process wrote while a count ran (it may or may not have seen them: counted again, to be safe). */
  let writtenDuringCount = 0;
  let counting: Promise<void> | undefined;
  const countAndEvict = async (): Promise<void> => {
    writtenDuringCount = 0;
    const left = await evictDownTo(await listFiles(directory), maxBytes * LOW_WATER);
    bytesOnDisk = left + writtenDuringCount;
  };
  const keepWithinBound = async (written: number): Promise<void> => {
    bytesOnDisk += written;
    writtenDuringCount += written;
    if (bytesOnDisk <= maxBytes) return;
    // One count at a time; writes that pass the bound meanwhile wait for the same one.
    counting ??= countAndEvict().finally(() => {
      counting = undefined;
    });
    await counting;
  };

  return {
    read: async (key) => {
      let file: Buffer;
      try {
        file = await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const newline = file.indexOf(NEWLINE);
      const contentType = newline < 0 ? '' : file.subarray(0, newline).toString('latin1');
      if (!STORED_TYPE.test(contentType) || newline + 1 >= file.length) return undefined;
      // Evicted meanwhile (the bytes are read already) or a read-only disk: the image is served all the same.
      await markUsed(fileOf(key)).catch(() => undefined);
      return { contentType, bytes: file.subarray(newline + 1) };
    },
    write: async (key, image) => {
      if (!STORED_TYPE.test(image.contentType)) throw new Error(`not an image type: ${image.contentType}`);
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader (or another server on the same disk) never sees
      // half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      const stored = Buffer.concat([Buffer.from(`${image.contentType}\n`, 'latin1'), image.bytes]);
      try {
        await writeFile(partial, stored);
        await markUsed(partial);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await keepWithinBound(stored.length);
    },
  };
};
