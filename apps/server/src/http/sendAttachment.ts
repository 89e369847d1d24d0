import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file to download: what it is, its name, and its bytes (a stream, or all at once). */
export type Attachment = {
  contentType: string;
  fileName: string;
  body: string | Buffer | Readable;
  /** Bytes, when known before sending (a stored file). */
  size?: number;
};

/** `attachment` with the name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
const disposition = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Answers with a file to download under its own name (exports, an import's error report). */
export const sendAttachment = (reply: FastifyReply, file: Attachment): FastifyReply => {
  reply.type(file.contentType).header('content-disposition', disposition(file.fileName));
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
};
