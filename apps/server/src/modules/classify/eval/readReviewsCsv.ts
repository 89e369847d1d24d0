import { readFileSync } from 'node:fs';

export type Review = { category: string; sentiment: string; text: string };

/**
 * Reads the real-reviews benchmark CSV (header `category,sentiment,text`, RFC 4180 quoting). Only the
 * evaluation reads it, from ../shared, outside the repository: nothing trains on it or ships it.
 */
export const readReviewsCsv = (path: string): Review[] => {
  const rows = parseCsv(readFileSync(path, 'utf8'));
  const [header, ...body] = rows;
  if (header?.join(',') !== 'category,sentiment,text') throw new Error(`unexpected header in ${path}`);
  return body
    .filter((row) => row.length >= 3)
    .map(([category, sentiment, ...text]) => ({
      category: category ?? '',
      sentiment: sentiment ?? '',
      text: text.join(','),
    }));
};

const parseCsv = (source: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};
