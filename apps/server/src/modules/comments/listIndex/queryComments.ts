import { isRowId } from '../../../db/rowId';
import type { CommentFilter, CommentSort } from '../commentFilter';
import {
  type CodedColumn,
  type CommentColumns,
  contentTypeCode,
  negTypeCode,
  platformCode,
  sentimentCode,
  sourceCode,
} from './commentColumns';
import type { PlatformOrder } from './platformOrder';
import { popcount } from './popcount';

/** Rows whose column holds one of `codes`; no codes: no row. */
type Term = { column: CodedColumn; codes: number[] };

/** Every filter but time and text as terms; the same meaning as the SQL conditions of the repository. */
const termsOf = (columns: CommentColumns, filter: CommentFilter): Term[] => {
  const terms: Term[] = [];
  const choice = <T>(column: CodedColumn, values: readonly T[] | undefined, code: (value: T) => number) => {
    if (values) terms.push({ column, codes: [...new Set(values.map(code))] });
  };
  const same = (value: number) => value;
  choice('source', filter.sources, sourceCode);
  choice('clsType', filter.clsTypes, same);
  choice('sentiment', filter.sentiments, sentimentCode);
  choice('negType', filter.negTypes, negTypeCode);
  choice('contentType', filter.contentTypes, contentTypeCode);
  choice('status', filter.processStatuses, same);
  // An id no row can have matches nothing (0 stands for "none" in the columns).
  const id = (column: CodedColumn, value: number | undefined) => {
    if (value !== undefined) terms.push({ column, codes: isRowId(value) ? [value] : [] });
  };
  id('brand', filter.brandId);
  id('productLine', filter.productLineId);
  id('product', filter.productId);
  id('note', filter.noteId);
  id('staff', filter.staffId);
  const exact = (column: CodedColumn, value: string | undefined) => {
    if (value === undefined) return;
    const code = columns.codeOf(value);
    terms.push({ column, codes: code < 0 ? [] : [code] });
  };
  exact('keyword', filter.keyword);
  exact('platformNote', filter.platformNoteId);
  if (filter.hasReply !== undefined) terms.push({ column: 'hasReply', codes: [filter.hasReply ? 1 : 0] });
  if (filter.covered !== undefined) terms.push({ column: 'covered', codes: [filter.covered ? 1 : 0] });
  if (filter.needsReview !== undefined)
    terms.push({ column: 'needsReview', codes: [filter.needsReview ? 1 : 0] });
  if (filter.flagged !== undefined) terms.push({ column: 'flagged', codes: [filter.flagged ? 1 : 0] });
  const spam = filter.spam ?? 'hide';
  if (spam !== 'all') terms.push({ column: 'spam', codes: [spam === 'only' ? 1 : 0] });
  return terms;
};

/** In a newest-first order, the first rank whose published time is below `bound`. */
const firstBelow = (order: Int32Array, publishedAt: Float64Array, bound: number): number => {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (publishedAt[order[middle]!]! >= bound) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Bits of ranks [lo, hi) set in `bits`, the rest of that span cleared; words outside it are not read. */
const fillRange = (bits: Uint32Array, lo: number, hi: number): void => {
  const first = lo >>> 5;
  const last = (hi - 1) >>> 5;
  bits.fill(0xffffffff, first, last + 1);
  bits[first]! &= 0xffffffff << (lo & 31);
  if ((hi & 31) !== 0) bits[last]! &= (1 << (hi & 31)) - 1;
};

/** AND of the terms into `bits` over words [first, last]; false when a term matches nothing. */
const applyTerms = (
  order: PlatformOrder,
  terms: Term[],
  bits: Uint32Array,
  first: number,
  last: number,
): boolean => {
  for (const term of terms) {
    const sets = term.codes
      .map((code) => order.bitset(term.column, code))
      .filter((set): set is Uint32Array => set !== undefined);
    if (sets.length === 0) return false;
    if (sets.length === 1) {
      const set = sets[0]!;
      for (let w = first; w <= last; w++) bits[w]! &= set[w]!;
    } else {
      for (let w = first; w <= last; w++) {
        let any = 0;
        for (const set of sets) any |= set[w]!;
        bits[w]! &= any;
      }
    }
  }
  return true;
};

/** Keeps the set bits of words [first, last] whose row (a position in the columns) `keep` accepts. */
const keepBits = (
  order: PlatformOrder,
  bits: Uint32Array,
  first: number,
  last: number,
  keep: (position: number) => boolean,
): void => {
  const positions = order.order;
  for (let w = first; w <= last; w++) {
    let word = bits[w]!;
    let kept = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (!keep(positions[(w << 5) | (31 - Math.clz32(low))]!)) kept ^= low;
    }
    bits[w] = kept;
  }
};

/** Keeps the set bits whose comment text contains `text` (the dearest check: only on rows the rest kept). */
const applyText = (
  columns: CommentColumns,
  order: PlatformOrder,
  text: string,
  bits: Uint32Array,
  first: number,
  last: number,
): void => {
  const needle = text.toLowerCase();
  let candidates = 0;
  for (let w = first; w <= last; w++) candidates += popcount(bits[w]!);
  // Few rows left: check each. Many: one search through all texts in the time slice, then AND.
  if (candidates * 16 < order.order.length) {
    keepBits(order, bits, first, last, (position) => columns.text[position]!.includes(needle));
    return;
  }
  const { haystack, starts } = order.textIndex();
  const found = new Uint32Array(last - first + 1);
  const end = starts[Math.min(order.order.length, (last + 1) << 5)]!;
  let r = first << 5;
  let from = starts[r]!;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0 || at >= end) break;
    // The text holding `at`: the last start at or before it.
    let high = order.order.length;
    while (r < high) {
      const middle = (r + high) >>> 1;
      if (starts[middle + 1]! <= at) r = middle + 1;
      else high = middle;
    }
    found[(r >>> 5) - first]! |= 1 << (r & 31);
    r++;
    from = starts[r]!;
  }
  for (let w = first; w <= last; w++) bits[w]! &= found[w - first]!;
};

export type IndexedPage = { total: number; ids: number[] };

/** Ids of set bits `offset`… in rank order (newest first), or from the oldest when `ascending`. */
const pageByRank = (
  columns: CommentColumns,
  order: PlatformOrder,
  bits: Uint32Array,
  first: number,
  last: number,
  limit: number,
  offset: number,
  ascending: boolean,
): number[] => {
  const ids: number[] = [];
  let skip = offset;
  for (let k = 0; k <= last - first && ids.length < limit; k++) {
    const w = ascending ? last - k : first + k;
    let word = bits[w]!;
    if (word === 0) continue;
    const count = popcount(word);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    while (word !== 0 && ids.length < limit) {
      const bit = ascending ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
      word = ascending ? word ^ (1 << bit) : word & (word - 1);
      if (skip > 0) skip--;
      else ids.push(columns.ids[order.order[(w << 5) | bit]!]!);
    }
  }
  return ids;
};

/** Ids by likes (then newest first) among the set bits. */
const pageByLikes = (
  columns: CommentColumns,
  order: PlatformOrder,
  bits: Uint32Array,
  first: number,
  last: number,
  total: number,
  limit: number,
  offset: number,
): number[] => {
  const wanted = offset + limit;
  if (total === 0 || offset >= total) return [];
  // Walking the likes order finds `wanted` matches after about wanted × n / total steps; when that is
  // dearer than sorting the matches themselves, sort them.
  const walk = (wanted * order.order.length) / total;
  if (walk > total * 8) {
    const positions: number[] = [];
    for (let w = first; w <= last; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        positions.push(order.order[(w << 5) | (31 - Math.clz32(low))]!);
      }
    }
    const { likes, publishedAt, ids } = columns;
    positions.sort((a, b) => likes[b]! - likes[a]! || publishedAt[b]! - publishedAt[a]! || ids[b]! - ids[a]!);
    return positions.slice(offset, wanted).map((position) => ids[position]!);
  }
  const byLikes = order.likesOrder();
  const ids: number[] = [];
  let seen = 0;
  for (let j = 0; j < byLikes.length && seen < wanted; j++) {
    const position = byLikes[j]!;
    const w = order.rankOf[position]! >>> 5;
    // Words outside [first, last] hold another query's bits.
    if (w < first || w > last || ((bits[w]! >>> (order.rankOf[position]! & 31)) & 1) === 0) continue;
    if (seen >= offset) ids.push(columns.ids[position]!);
    seen++;
  }
  return ids;
};

/** The rows a filter selects, as set bits over ranks [first, last] words of the platform's order. */
type Selection = { order: PlatformOrder; bits: Uint32Array; first: number; last: number };

/**
 * The rows a filter selects: the time range is a slice of the platform's newest-first order, every other
 * filter an AND of its values' bitsets, text checked on what remains. Undefined when nothing matches.
 */
const select = (columns: CommentColumns, filter: CommentFilter): Selection | undefined => {
  const order = columns.orderOf(platformCode(filter.platform));
  const lo = filter.to !== undefined ? firstBelow(order.order, columns.publishedAt, filter.to) : 0;
  const hi =
    filter.from !== undefined
      ? firstBelow(order.order, columns.publishedAt, filter.from)
      : order.order.length;
  if (lo >= hi) return undefined;
  const bits = order.scratch;
  const first = lo >>> 5;
  const last = (hi - 1) >>> 5;
  fillRange(bits, lo, hi);
  if (!applyTerms(order, termsOf(columns, filter), bits, first, last)) return undefined;
  if (filter.account !== undefined) {
    if (!filter.accountNoteIds) throw new Error('the list index resolves an account to its notes first');
    const noteIds = filter.accountNoteIds;
    // An account's notes: checked on the rows the rest kept (one bitset per note would cost more).
    keepBits(order, bits, first, last, (position) => noteIds.has(columns.note[position]!));
  }
  if (filter.text !== undefined) applyText(columns, order, filter.text, bits, first, last);
  return { order, bits, first, last };
};

/** One page and the total of the comment list from the columns. */
export const queryComments = (
  columns: CommentColumns,
  filter: CommentFilter,
  sort: CommentSort,
  limit: number,
  offset: number,
): IndexedPage => {
  const selection = select(columns, filter);
  if (!selection) return { total: 0, ids: [] };
  const { order, bits, first, last } = selection;
  let total = 0;
  for (let w = first; w <= last; w++) total += popcount(bits[w]!);
  const ids =
    sort === 'likes_desc'
      ? pageByLikes(columns, order, bits, first, last, total, limit, offset)
      : pageByRank(columns, order, bits, first, last, limit, offset, sort === 'time_asc');
  return { total, ids };
};

/** Calls `visit` with the position of every row the filter selects, newest first, until it returns false. */
const eachSelected = (
  columns: CommentColumns,
  filter: CommentFilter,
  visit: (position: number) => boolean | undefined,
): void => {
  const selection = select(columns, filter);
  if (!selection) return;
  const { order, bits, first, last } = selection;
  for (let w = first; w <= last; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (visit(order.order[(w << 5) | (31 - Math.clz32(low))]!) === false) return;
    }
  }
};

/** Largest id counted in a typed array (16 MB); larger ids are counted in a map. */
const DENSE_TALLY_MAX = 4_000_000;

/**
 * The list's total for each of `wanted` values of an id column among the rows `filter` selects (its own
 * value of that column left out): what counting the filter with each value would give, in one pass (the
 * dashboards' groups). Counted in a typed array indexed by id (ids are row ids, dense and small).
 */
export const tallyComments = (
  columns: CommentColumns,
  filter: CommentFilter,
  column: 'brand' | 'productLine' | 'product' | 'staff' | 'note',
  wanted: number[],
): number[] => {
  const values = columns[column];
  const size = wanted.reduce((largest, value) => Math.max(largest, value), 0) + 1;
  if (size > DENSE_TALLY_MAX) {
    const counts = new Map(wanted.map((value) => [value, 0]));
    eachSelected(columns, filter, (position) => {
      const count = counts.get(values[position]!);
      if (count !== undefined) counts.set(values[position]!, count + 1);
      return true;
    });
    return wanted.map((value) => counts.get(value)!);
  }
  const counts = new Int32Array(size);
  eachSelected(columns, filter, (position) => {
    const value = values[position]!;
    if (value < size) counts[value]!++;
    return true;
  });
  return wanted.map((value) => counts[value]!);
};

/** The lower-case text of the newest `limit` rows the filter selects. */
export const newestTexts = (columns: CommentColumns, filter: CommentFilter, limit: number): string[] => {
  const texts: string[] = [];
  eachSelected(columns, filter, (position) => {
    texts.push(columns.text[position]!);
    return texts.length < limit;
  });
  return texts;
};

/** Separates texts in a joined haystack; a search never matches across it. */
const TEXT_SEPARATOR = '\u0000';

/**
 * The list's total for each of `texts` (the `q` filter) among the rows `filter` selects (its own text left
 * out), from one selection: the selected texts are joined once and each text is one `indexOf` scan over
 * them, instead of a check of every selected text per word (the dashboards' recurring words).
 */
export const tallyTexts = (columns: CommentColumns, filter: CommentFilter, texts: string[]): number[] => {
  const selected: string[] = [];
  eachSelected(columns, { ...filter, text: undefined }, (position) => {
    selected.push(columns.text[position]!);
    return true;
  });
  const haystack = selected.join(TEXT_SEPARATOR);
  return texts.map((text) => {
    const needle = text.toLowerCase();
    if (needle.includes(TEXT_SEPARATOR)) return selected.filter((row) => row.includes(needle)).length;
    let count = 0;
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(needle, from);
      if (at < 0) return count;
      count++;
      // The next text: each row counts once, however often it holds the word.
      const next = haystack.indexOf(TEXT_SEPARATOR, at + needle.length);
      if (next < 0) return count;
      from = next + 1;
    }
  });
};
