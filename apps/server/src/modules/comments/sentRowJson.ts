import type { TCommentRow } from '@notedesk/contract';
import type { ImageUrls } from '../images/imageUrls';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A list row as the list answer sends it: its pictures signed, as JSON text. Rows come from the list index's
 * row cache, shared and never changed, and a picture's signature is the same all day (imageUrls), so the text
 * of a row is made once a day while the cache holds the row, instead of signing and serialising the same 20
 * rows for every request of the busiest route. Keyed weakly: a row the cache drops takes its text with it.
 */
export const createSentRowJson = (imageUrls: ImageUrls, now: () => number) => {
  const sentToday = new WeakMap<TCommentRow, { day: number; json: string }>();

  const signed = (row: TCommentRow): TCommentRow =>
    row.pictures.length === 0 ? row : { ...row, pictures: row.pictures.map(imageUrls.sign) };

  return {
    /** The row with its pictures signed now (a copy when it has any: cached rows are shared). */
    signed,
    /** The JSON text of `signed(row)`. */
    json: (row: TCommentRow): string => {
      const day = Math.floor(now() / DAY_MS);
      const made = sentToday.get(row);
      if (made?.day === day) return made.json;
      const json = JSON.stringify(signed(row));
      sentToday.set(row, { day, json });
      return json;
    },
  };
};

export type SentRowJson = ReturnType<typeof createSentRowJson>;
