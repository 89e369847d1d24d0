import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_FILES } from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldTooLarge, unsupportedMediaType } from '../../http/AppError';
import type { StoredFile } from './service';
import { stalledUpload } from './stalledUpload';

const tooLarge = (): AppError =>
  fieldTooLarge(
    'file',
    `at most ${IMPORT_MAX_FILES} files of ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB each / 每个文件不超过 ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB`,
  );

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * The multipart parser (busboy) reports a body cut short or without its boundary as a plain Error naming
 * multipart data; a client that went away mid-upload ends the stream early. Both are the request's fault.
 */
const malformedBody = (error: unknown, code: string): boolean =>
  code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  (code === '' && error instanceof Error && /multipart/i.test(error.message));

/**
 * Runs `read` on a multipart request (shared by the import and knowledge uploads): 415 when the request is
 * not multipart, `tooLarge()` (413) past a size or count limit, 400 when the multipart body is malformed or cut short,
 * 408 when no bytes arrive for `idleMs` (see stalledUpload).
 */
export const readMultipart = async <T>(
  request: FastifyRequest,
  tooLarge: () => AppError,
  idleMs: number,
  read: () => Promise<T>,
): Promise<T> => {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(request.headers['content-type']);
  }
  const watch = stalledUpload(request, idleMs);
  const reading = read();
  // After a stall the 408 closes the connection, which ends `read` too (its files removed): nothing to report.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, watch.stalled]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge();
    if (code.startsWith('FST_') || malformedBody(error, code))
      throw new AppError({
        status: 400,
        code: 'fieldInvalid',
        params: { field: 'file', reason: 'not a valid multipart upload' },
        field: 'file',
      });
    throw error;
  } finally {
    watch.stop();
  }
};

/**
 * Streams the files of a multipart upload to files in `directory` (never into memory; private to the
 * server's user), enforcing the size and count limits. On any failure the files already written are removed.
 */
export const receiveUploads = (
  request: FastifyRequest,
  directory: string,
  idleMs: number,
): Promise<StoredFile[]> =>
  readMultipart(request, tooLarge, idleMs, async () => {
    const files: StoredFile[] = [];
    try {
      const parts = request.files({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: IMPORT_MAX_FILES } });
      for await (const part of parts) {
        const path = join(directory, `${randomUUID()}.upload`);
        files.push({ path, name: basename(part.filename || 'upload'), bytes: 0 });
        await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw tooLarge();
      }
      for (const file of files) file.bytes = (await stat(file.path)).size;
      return files;
    } catch (error) {
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
      throw error;
    }
  });
