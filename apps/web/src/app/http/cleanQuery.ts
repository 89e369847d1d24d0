/** A query value that means "no filter" (spec §5): undefined, null, empty, or NaN (string or number). */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === 'NaN' ||
  (typeof value === 'number' && Number.isNaN(value));

/** Drops blank values so GET requests never send `?brand=&page=NaN`. */
export const cleanQuery = (params: unknown): unknown => {
  if (!params || typeof params !== 'object' || params instanceof URLSearchParams) return params;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => !isBlank(value)));
};
