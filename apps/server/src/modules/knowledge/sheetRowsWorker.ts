import { parentPort, workerData } from 'node:worker_threads';
import { SheetRefused } from './SheetRefused';
import type { SheetLimits } from './sheetLimits';
import { sheetRows } from './sheetRows';

/** Worker-thread entry: reads `{ bytes, limits }` and answers `{ rows }` or `{ refusal }`. */
const { bytes, limits } = workerData as { bytes: Uint8Array; limits: SheetLimits };
sheetRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits).then(
  (rows) => parentPort?.postMessage({ rows }),
  (error: unknown) => {
    if (error instanceof SheetRefused) parentPort?.postMessage({ refusal: error.refusal });
    else throw error;
  },
);
