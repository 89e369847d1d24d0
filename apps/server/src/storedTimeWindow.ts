const DAY_MS = 24 * 60 * 60 * 1000;

/** Before both platforms (and any crawl) existed; anything earlier is a wrong unit or a placeholder. */
const EARLIEST_MS = Date.UTC(2000, 0, 1);

/**
 * The times a stored note or comment may carry (publication and crawl times, epoch ms): from 2000-01-01
 * up to a day after `now` (a crawler's clock may run a little ahead). A later time is a wrong unit or an
 * attack: past ±8.64e15 ms JavaScript cannot even print it, and one such row made every list page fail.
 */
export const storedTimeWindow = (now: number): { min: number; max: number } => ({
  min: EARLIEST_MS,
  max: now + DAY_MS,
});
