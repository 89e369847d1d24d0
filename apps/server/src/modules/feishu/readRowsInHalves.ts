import { FeishuFailed } from './FeishuFailed';

/** Feishu's code for a read whose answer would pass its 10 MB limit (TooLargeResponse). */
export const TOO_LARGE_RESPONSE = 90221;

/** Reads rows `first` to `last` (1-based) of a sheet. */
export type ReadSheetRows = (rows: { first: number; last: number }) => Promise<unknown[][]>;

/**
 * Rows `first` to `last` of a sheet, one entry per row (an answer may leave trailing empty rows out, and a
 * row's place is its line). A range whose answer Feishu finds too large (long texts) is read in halves, down
 * to a single row; any other failure goes on up.
 */
export const readRowsInHalves = async (
  read: ReadSheetRows,
  first: number,
  last: number,
): Promise<unknown[][]> => {
  try {
    const values = await read({ first, last });
    return Array.from({ length: last - first + 1 }, (_, at) => values[at] ?? []);
  } catch (error) {
    const tooLarge = error instanceof FeishuFailed && error.info.code === TOO_LARGE_RESPONSE;
    if (!tooLarge || first === last) throw error;
    const middle = Math.floor((first + last) / 2);
    return [
      ...(await readRowsInHalves(read, first, middle)),
      ...(await readRowsInHalves(read, middle + 1, last)),
    ];
  }
};
