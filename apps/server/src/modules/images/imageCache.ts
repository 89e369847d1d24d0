import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type CachedImage = { bytes: Buffer; contentType: string };

export type ImageCache = {
  /** The stored image, or undefined when there is none (or it is unreadable: then it is fetched again). */
  read: (key: string) => Promise<CachedImage | undefined>;
  write: (key: string, image: CachedImage) => Promise<void>;
};

/** A content type is one short line; anything else in a file's first line means the file is not ours. */
const STORED_TYPE = /^image\/[a-z0-9.+-]{1,100}$/;
const NEWLINE = 0x0a;

/**
 * Images on disk, one file per key (a sha256 in hex) under `<directory>/<first two hex digits>/`, so no
 * folder grows past a few thousand entries. A file is the content type, a newline, then the bytes: one
 * file, so a reader never pairs the bytes of one image with the type of another.
 */
export const createImageCache = (directory: string): ImageCache => {
  const fileOf = (key: string): string => {
    // The key names a file: only ever a hex digest, whatever a caller passes.
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`image cache key must be a sha256 hex digest: ${key}`);
    return join(directory, key.slice(0, 2), key);
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
      return { contentType, bytes: file.subarray(newline + 1) };
    },
    write: async (key, image) => {
      if (!STORED_TYPE.test(image.contentType)) throw new Error(`not an image type: ${image.contentType}`);
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader (or another server on the same disk) never sees
      // half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(
          partial,
          Buffer.concat([Buffer.from(`${image.contentType}\n`, 'latin1'), image.bytes]),
        );
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
};
