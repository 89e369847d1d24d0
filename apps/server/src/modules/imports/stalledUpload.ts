import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';

/**
 * Rejects with 408 once the request's connection has received no bytes for `idleMs`: an upload that stalls
 * mid-body would otherwise be held (its temp file and parser with it) until Node's 300 s request timeout. An
 * upload that keeps sending, however slowly, is never cut. The connection's byte count is polled, so the
 * body's own readers are left alone. `stop()` when the upload has been read.
 */
export const stalledUpload = (request: FastifyRequest, idleMs: number) => {
  const socket = request.raw.socket;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    // app.inject's requests have no real connection (and a complete body): nothing to watch.
    if (typeof socket?.bytesRead !== 'number') return;
    let bytesSeen = socket.bytesRead;
    let movedAt = Date.now();
    timer = setInterval(
      () => {
        if (socket.bytesRead !== bytesSeen) {
          bytesSeen = socket.bytesRead;
          movedAt = Date.now();
        } else if (Date.now() - movedAt >= idleMs) {
          clearInterval(timer);
          reject(
            new AppError({
              status: 408,
              code: 'uploadStalled',
              params: { seconds: Math.round(idleMs / 100) / 10 },
              field: 'file',
            }),
          );
        }
      },
      Math.max(10, idleMs / 5),
    );
  });
  return { stalled, stop: () => clearInterval(timer) };
};
