/**
 * The columns of a note's match (what it is tracked under: imports/noteMatcher), which its comments copy so
 * list filters read them there. Notes and comments have each of them.
 */
export const MATCH_COLUMNS = [
  'source',
  'brand_id',
  'product_line_id',
  'product_id',
  'keyword',
  'tracked',
] as const;
