import { AppError, unprocessable } from '../../http/AppError';
import type { MessageKey, MessageParams } from '../../http/messages';
import { startTsWorker } from '../../startTsWorker';
import { SHEET_LIMITS, type SheetLimit, type SheetLimits } from './sheetLimits';
import type { SheetRow } from './sheetRows';

type Refusal = { limit: SheetLimit } | { unreadable: string };
type Answer = { rows: SheetRow[] } | { refusal: Refusal };

const MB = 1024 * 1024;

/** The sentence for each limit and the number it names. */
const LIMIT_MESSAGES: Record<SheetLimit, (limits: SheetLimits) => [MessageKey, MessageParams]> = {
  rows: (limits) => ['sheetTooManyRows', { max: limits.rows }],
  columns: (limits) => ['sheetTooManyColumns', { max: limits.columns }],
  cells: (limits) => ['sheetTooManyCells', { max: limits.cells }],
  parts: (limits) => ['sheetTooManyParts', { max: limits.parts }],
  unpackedBytes: (limits) => ['sheetTooLargeUnpacked', { max: Math.round(limits.unpackedBytes / MB) }],
  milliseconds: (limits) => ['sheetTooSlow', { max: Math.round(limits.milliseconds / 1000) }],
  heapMb: (limits) => ['sheetTooMuchMemory', { max: limits.heapMb }],
};

const refused = (refusal: Refusal, limits: SheetLimits): AppError => {
  if ('unreadable' in refusal)
    return unprocessable('knowledgeFileUnreadable', 'file', { reason: refusal.unreadable });
  const [key, params] = LIMIT_MESSAGES[refusal.limit](limits);
  return new AppError({ status: 413, code: key, params, field: 'file' });
};

/**
 * Reads a csv or xlsx upload on a worker thread of its own, so a hostile file costs that thread and never
 * the server: the thread's heap is capped, it is stopped when reading takes too long, and inside it the
 * reader refuses a sheet past any of `limits` (413 naming the limit). Other requests are answered meanwhile.
 */
export const readSheetRows = (bytes: Buffer, limits: SheetLimits = SHEET_LIMITS): Promise<SheetRow[]> =>
  new Promise<SheetRow[]>((resolve, reject) => {
    const worker = startTsWorker(new URL('./sheetRowsWorker.ts', import.meta.url), {
      workerData: { bytes, limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const state = { settled: false };
    const finish = (settle: () => void) => {
      if (state.settled) return;
      state.settled = true;
      clearTimeout(timer);
      // Whatever the answer, the thread is done; a failed one may still hold its heap.
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(refused({ limit: 'milliseconds' }, limits))),
      limits.milliseconds,
    );
    worker.on('message', (answer: Answer) =>
      finish(() => ('rows' in answer ? resolve(answer.rows) : reject(refused(answer.refusal, limits)))),
    );
    worker.on('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refused({ limit: 'heapMb' }, limits) : error),
      ),
    );
    worker.on('exit', () =>
      finish(() => reject(new Error('the spreadsheet reader stopped without an answer'))),
    );
  });
