import type { CodedColumn, CommentColumns } from './commentColumns';

/** Columns with a handful of codes: every value's bitset is built in one pass, the first time one is needed. */
const ENUM_COLUMNS: ReadonlySet<CodedColumn> = new Set([
  'clsType',
  'sentiment',
  'negType',
  'contentType',
  'status',
  'source',
  'hasReply',
  'covered',
  'needsReview',
  'flagged',
  'spam',
]);

/** Bitsets kept per id column (brand, note, staff…): the most recently asked ones; the rest are rebuilt on demand. */
const MAX_ID_BITSETS = 64;

/**
 * One platform's live comments in the list's default order (newest first: published time, then id), and
 * per filter value a bitset over that order (bit r: the r-th newest comment has the value). A filter
 * combination is then an AND of ORs over about n/32 words, its total a popcount, a time range a slice of
 * ranks, and the first page the first set bits. Writes that keep a comment in its place flip its bits;
 * anything else (new, deleted, re-timed comments) makes the columns build a new order.
 */
export class PlatformOrder {
  /** Rank of a position in `order` (valid for this platform's live positions only). */
  readonly rankOf: Int32Array;
  readonly words: number;
  /** Working bitset of one query (queries run synchronously, one at a time). */
  readonly scratch: Uint32Array;
  private readonly bitsets = new Map<CodedColumn, Map<number, Uint32Array>>();
  private byLikes: Int32Array | undefined;
  private text: { haystack: string; starts: Int32Array } | undefined;

  constructor(
    private readonly columns: CommentColumns,
    /** Positions, newest first. */
    readonly order: Int32Array,
  ) {
    this.rankOf = new Int32Array(columns.length);
    for (let r = 0; r < order.length; r++) this.rankOf[order[r]!] = r;
    this.words = (order.length + 31) >>> 5;
    this.scratch = new Uint32Array(this.words);
  }

  /** The bitset of one value of a column, or undefined when no comment in this order has it. */
  bitset(column: CodedColumn, code: number): Uint32Array | undefined {
    let byCode = this.bitsets.get(column);
    if (ENUM_COLUMNS.has(column)) {
      if (!byCode) byCode = this.buildEnum(column);
      return byCode.get(code);
    }
    if (!byCode) {
      byCode = new Map();
      this.bitsets.set(column, byCode);
    }
    const found = byCode.get(code);
    if (found) {
      // Most recently used last, so the oldest is the one dropped.
      byCode.delete(code);
      byCode.set(code, found);
      return found;
    }
    const built = new Uint32Array(this.words);
    const values = this.columns[column];
    const { order } = this;
    for (let r = 0; r < order.length; r++) {
      if (values[order[r]!] === code) built[r >>> 5]! |= 1 << (r & 31);
    }
    byCode.set(code, built);
    if (byCode.size > MAX_ID_BITSETS) byCode.delete(byCode.keys().next().value as number);
    return built;
  }

  /** Builds the bitsets a list query usually needs (start-up, so the first queries do not pay for it). */
  warm(): void {
    for (const column of ENUM_COLUMNS) this.bitset(column, 0);
    this.likesOrder();
  }

  /** A comment that stays in its place changed one value: move its bit. */
  recode(column: CodedColumn, position: number, from: number, to: number): void {
    const byCode = this.bitsets.get(column);
    if (!byCode) return;
    const r = this.rankOf[position]!;
    const word = r >>> 5;
    const bit = 1 << (r & 31);
    const old = byCode.get(from);
    if (old) old[word]! &= ~bit;
    let next = byCode.get(to);
    // An enum column holds every value's bitset: a value no comment had before gets one now.
    if (!next && ENUM_COLUMNS.has(column)) {
      next = new Uint32Array(this.words);
      byCode.set(to, next);
    }
    if (next) next[word]! |= bit;
  }

  /** Live positions by likes, then newest first. */
  likesOrder(): Int32Array {
    if (!this.byLikes) {
      const { likes, publishedAt, ids } = this.columns;
      this.byLikes = this.order
        .slice()
        .sort((a, b) => likes[b]! - likes[a]! || publishedAt[b]! - publishedAt[a]! || ids[b]! - ids[a]!);
    }
    return this.byLikes;
  }

  forgetLikes(): void {
    this.byLikes = undefined;
  }

  /**
   * Every comment's lower-case text in rank order, joined by NUL (which no search text holds: requests
   * with NUL are refused), and where each starts: one indexOf pass finds a word in all of them.
   */
  textIndex(): { haystack: string; starts: Int32Array } {
    if (!this.text) {
      const { order } = this;
      const texts = new Array<string>(order.length);
      const starts = new Int32Array(order.length + 1);
      let offset = 0;
      for (let r = 0; r < order.length; r++) {
        const text = this.columns.text[order[r]!]!;
        texts[r] = text;
        starts[r] = offset;
        offset += text.length + 1;
      }
      starts[order.length] = offset;
      this.text = { haystack: texts.join('\u0000'), starts };
    }
    return this.text;
  }

  forgetText(): void {
    this.text = undefined;
  }

  private buildEnum(column: CodedColumn): Map<number, Uint32Array> {
    const byCode = new Map<number, Uint32Array>();
    const values = this.columns[column];
    const { order } = this;
    for (let r = 0; r < order.length; r++) {
      const code = values[order[r]!]!;
      let bits = byCode.get(code);
      if (!bits) {
        bits = new Uint32Array(this.words);
        byCode.set(code, bits);
      }
      bits[r >>> 5]! |= 1 << (r & 31);
    }
    this.bitsets.set(column, byCode);
    return byCode;
  }
}
