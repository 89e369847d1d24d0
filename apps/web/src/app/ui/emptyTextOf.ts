import type { ReactNode } from 'react';

/**
 * A table's "nothing here" text, only once its rows have arrived: while they load, or when loading failed
 * (the error and its Retry say so), "no notes" or "no imports yet" would be untrue.
 */
export const emptyTextOf = (
  list: { data?: unknown; isError: boolean; isFetching: boolean },
  text: ReactNode,
): ReactNode => (list.data === undefined || list.isError || list.isFetching ? ' ' : text);
