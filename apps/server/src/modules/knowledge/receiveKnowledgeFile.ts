import { KNOWLEDGE_MAX_FILE_BYTES } from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';

const tooLarge = (): AppError =>
  new AppError(
    413,
    'fieldInvalid',
    {
      field: 'file',
      reason: `at most ${KNOWLEDGE_MAX_FILE_BYTES / 1024 / 1024} MB / 不超过 ${KNOWLEDGE_MAX_FILE_BYTES / 1024 / 1024} MB`,
    },
    413,
    'file',
  );

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** The one file of a multipart upload, in memory (knowledge files are small; the limit says how small). */
export const receiveKnowledgeFile = async (
  request: FastifyRequest,
): Promise<{ name: string; bytes: Buffer }> => {
  if (!request.isMultipart())
    throw new AppError(415, 'badContentType', {
      type: (request.headers['content-type'] ?? '').split(';')[0] ?? '',
    });
  try {
    const part = await request.file({ limits: { fileSize: KNOWLEDGE_MAX_FILE_BYTES, files: 1 } });
    if (!part) throw new AppError(422, 'fieldRequired', { field: 'file' }, 422, 'file');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return { name: part.filename || 'upload', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge();
    if (code.startsWith('FST_'))
      throw new AppError(
        400,
        'fieldInvalid',
        { field: 'file', reason: 'not a valid multipart upload' },
        400,
        'file',
      );
    throw error;
  }
};
