/**
 * Every row of a keyset read, batch by batch in id order (`readAfter(afterId, limit)` gives the next `limit`
 * rows with a larger id; `take` may be async and is awaited before the next read): memory stays flat on a
 * large tenant and no statement holds the database long. Returns the highest id read (0 when none).
 */
export const readByIdBatches = async <T extends { id: number }>(
  readAfter: (afterId: number, limit: number) => Promise<T[]>,
  batchSize: number,
  take: (rows: T[]) => void | Promise<void>,
): Promise<number> => {
  let afterId = 0;
  for (;;) {
    const rows = await readAfter(afterId, batchSize);
    await take(rows);
    if (rows.length > 0) afterId = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return afterId;
  }
};
