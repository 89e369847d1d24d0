import { KNOWLEDGE_MAX_FILE_BYTES } from '@notedesk/contract';
import type { FastifyRequest } from 'fastify';
import { type AppError, fieldRequired, fieldTooLarge } from '../../http/AppError';
import { readMultipart } from '../imports/receiveUploads';

const tooLarge = (): AppError =>
  fieldTooLarge(
    'file',
    `at most ${KNOWLEDGE_MAX_FILE_BYTES / 1024 / 1024} MB / 不超过 ${KNOWLEDGE_MAX_FILE_BYTES / 1024 / 1024} MB`,
  );

/** The one file of a multipart upload, in memory (knowledge files are small; the limit says how small). */
export const receiveKnowledgeFile = (
  request: FastifyRequest,
  idleMs: number,
): Promise<{ name: string; bytes: Buffer }> =>
  readMultipart(request, tooLarge, idleMs, async () => {
    const part = await request.file({ limits: { fileSize: KNOWLEDGE_MAX_FILE_BYTES, files: 1 } });
    if (!part) throw fieldRequired('file');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return { name: part.filename || 'upload', bytes };
  });
