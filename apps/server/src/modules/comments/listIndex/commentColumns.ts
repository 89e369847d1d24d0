import { CONTENT_SOURCES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import { PlatformOrder } from './platformOrder';
import type { IndexedComment } from './repository';

/** Code for a missing or unknown value: no filter value ever maps to it. */
export const NONE = 255;

const codeOf = (values: readonly string[], value: string | null): number => {
  if (value === null) return NONE;
  const index = values.indexOf(value);
  return index < 0 ? NONE - 1 : index;
};

export const sentimentCode = (value: string | null) => codeOf(SENTIMENTS, value);
export const negTypeCode = (value: string | null) => codeOf(NEG_TYPES, value);
export const contentTypeCode = (value: string | null) => codeOf(CONTENT_TYPES, value);
export const sourceCode = (value: string | null) => codeOf(CONTENT_SOURCES, value);
export const platformCode = (value: string) => (value === 'xhs' ? 0 : 1);

const grow = <T extends Float64Array | Int32Array | Uint8Array>(array: T, size: number): T => {
  const next = new (array.constructor as new (length: number) => T)(size);
  next.set(array);
  return next;
};

/** The columns a filter value selects rows by (one code per row). */
export type CodedColumn =
  | 'clsType'
  | 'sentiment'
  | 'negType'
  | 'contentType'
  | 'status'
  | 'source'
  | 'hasReply'
  | 'covered'
  | 'needsReview'
  | 'flagged'
  | 'spam'
  | 'brand'
  | 'productLine'
  | 'product'
  | 'staff'
  | 'note'
  | 'keyword'
  | 'platformNote';

/**
 * One tenant's comments as columns of typed arrays (about 60 bytes a comment, plus the text), with the row
 * orders the list sorts by. Strings the list filters on exactly (keyword, platform note id) become dictionary codes.
 */
export class CommentColumns {
  length = 0;
  ids = new Int32Array(1024);
  publishedAt = new Float64Array(1024);
  likes = new Float64Array(1024);
  platform = new Uint8Array(1024);
  clsType = new Uint8Array(1024);
  sentiment = new Uint8Array(1024);
  negType = new Uint8Array(1024);
  contentType = new Uint8Array(1024);
  status = new Uint8Array(1024);
  source = new Uint8Array(1024);
  hasReply = new Uint8Array(1024);
  /** 1 when the comment has a reply or a status past "to do" (the dashboards' coverage). */
  covered = new Uint8Array(1024);
  needsReview = new Uint8Array(1024);
  /** 1 when the draft has a sensitive-topic flag (`reply_flag`) for a person. */
  flagged = new Uint8Array(1024);
  spam = new Uint8Array(1024);
  live = new Uint8Array(1024);
  brand = new Int32Array(1024);
  productLine = new Int32Array(1024);
  product = new Int32Array(1024);
  staff = new Int32Array(1024);
  note = new Int32Array(1024);
  keyword = new Int32Array(1024);
  platformNote = new Int32Array(1024);

  /** Comment text in lower case, for substring search (SQLite LIKE/FTS and PostgreSQL ILIKE ignore case). */
  text: string[] = [];

  /** Changes whenever a row changes in a way a list query could see (the result cache's version). */
  generation = 0;

  private readonly positions = new Map<number, number>();
  /**
   * Live comments per note and platform (key note × 2 + platform code): all, negative (cls_type 0), leads
   * (cls_type 1). Kept as rows change, so the dashboards' per-note counts need no pass over the rows.
   */
  private readonly noteTallies = new Map<number, Int32Array>();
  private readonly dictionary = new Map<string, number>();
  /** Per platform code: live rows in order with their bitsets, rebuilt when rows are added, deleted or re-timed. */
  private orders: Array<PlatformOrder | undefined> = [];

  /** Dictionary code of an exact-match string, or -1 when no comment has it. */
  codeOf(value: string): number {
    return this.dictionary.get(value) ?? -1;
  }

  /** A note's live comments on a platform, spam left out: all of them, negative and leads (see `noteTallies`). */
  noteTally(platform: number, noteId: number): { all: number; negative: number; leads: number } {
    const tally = this.noteTallies.get(noteId * 2 + platform);
    return { all: tally?.[0] ?? 0, negative: tally?.[1] ?? 0, leads: tally?.[2] ?? 0 };
  }

  /** Adds (+1) or takes back (−1) a live row's part of its note's tally; spam counts nowhere, as in the list. */
  private tallyNote(at: number, step: 1 | -1): void {
    if (this.live[at] !== 1 || this.spam[at] === 1) return;
    const key = this.note[at]! * 2 + this.platform[at]!;
    let tally = this.noteTallies.get(key);
    if (!tally) {
      tally = new Int32Array(3);
      this.noteTallies.set(key, tally);
    }
    tally[0]! += step;
    if (this.clsType[at] === 0) tally[1]! += step;
    if (this.clsType[at] === 1) tally[2]! += step;
  }

  /** Inserts or replaces a comment's row. */
  put(row: IndexedComment): void {
    let at = this.positions.get(row.id);
    if (at !== undefined) this.tallyNote(at, -1);
    const platform = platformCode(row.platform);
    let moved = false;
    if (at === undefined) {
      at = this.length++;
      this.ensureCapacity(this.length);
      this.positions.set(row.id, at);
      this.ids[at] = row.id;
      moved = true;
    } else {
      moved =
        this.publishedAt[at] !== row.published_at ||
        this.live[at] !== row.live ||
        this.platform[at] !== platform;
    }
    if (moved) {
      this.orders = [];
      this.generation++;
      this.publishedAt[at] = row.published_at;
      this.live[at] = row.live;
      this.platform[at] = platform;
    }
    // Only a live row that kept its place has bits to move.
    const order = moved || this.live[at] !== 1 ? undefined : this.orders[platform];
    if (this.likes[at] !== row.like_count) {
      this.likes[at] = row.like_count;
      order?.forgetLikes();
      this.generation++;
    }
    const set = (column: CodedColumn, code: number) => {
      const values = this[column];
      const old = values[at]!;
      values[at] = code;
      // Read back: a typed array stores what it can hold, and that is what queries compare.
      const stored = values[at]!;
      if (old === stored) return;
      this.generation++;
      order?.recode(column, at, old, stored);
    };
    set('clsType', row.cls_type ?? NONE);
    set('sentiment', sentimentCode(row.sentiment));
    set('negType', negTypeCode(row.neg_type));
    set('contentType', contentTypeCode(row.content_type));
    set('status', row.process_status);
    set('source', sourceCode(row.source));
    set('hasReply', row.has_reply);
    set('covered', row.has_reply === 1 || row.process_status !== 0 ? 1 : 0);
    set('needsReview', row.needs_review);
    set('flagged', row.flagged);
    set('spam', row.spam);
    set('brand', row.brand_id ?? 0);
    set('productLine', row.product_line_id ?? 0);
    set('product', row.product_id ?? 0);
    set('staff', row.process_staff_id ?? 0);
    set('note', row.note_id ?? 0);
    set('keyword', this.code(row.keyword));
    set('platformNote', this.code(row.platform_note_id));
    const text = row.content.toLowerCase();
    if (this.text[at] !== text) {
      this.text[at] = text;
      order?.forgetText();
      this.generation++;
    }
    this.tallyNote(at, 1);
  }

  /** A platform's live rows newest first (published time, then id) with their bitsets. */
  orderOf(platform: number): PlatformOrder {
    let order = this.orders[platform];
    if (!order) {
      const { publishedAt, ids } = this;
      order = new PlatformOrder(
        this,
        this.livePositions(platform).sort((a, b) => publishedAt[b]! - publishedAt[a]! || ids[b]! - ids[a]!),
      );
      this.orders[platform] = order;
    }
    return order;
  }

  private livePositions(platform: number): Int32Array {
    let count = 0;
    for (let i = 0; i < this.length; i++) if (this.live[i] === 1 && this.platform[i] === platform) count++;
    const positions = new Int32Array(count);
    let next = 0;
    for (let i = 0; i < this.length; i++) {
      if (this.live[i] === 1 && this.platform[i] === platform) positions[next++] = i;
    }
    return positions;
  }

  private code(value: string): number {
    let code = this.dictionary.get(value);
    if (code === undefined) {
      code = this.dictionary.size;
      this.dictionary.set(value, code);
    }
    return code;
  }

  private ensureCapacity(size: number): void {
    if (size <= this.ids.length) return;
    const capacity = Math.max(size, this.ids.length * 2);
    this.ids = grow(this.ids, capacity);
    this.publishedAt = grow(this.publishedAt, capacity);
    this.likes = grow(this.likes, capacity);
    this.platform = grow(this.platform, capacity);
    this.clsType = grow(this.clsType, capacity);
    this.sentiment = grow(this.sentiment, capacity);
    this.negType = grow(this.negType, capacity);
    this.contentType = grow(this.contentType, capacity);
    this.status = grow(this.status, capacity);
    this.source = grow(this.source, capacity);
    this.hasReply = grow(this.hasReply, capacity);
    this.covered = grow(this.covered, capacity);
    this.needsReview = grow(this.needsReview, capacity);
    this.flagged = grow(this.flagged, capacity);
    this.spam = grow(this.spam, capacity);
    this.live = grow(this.live, capacity);
    this.brand = grow(this.brand, capacity);
    this.productLine = grow(this.productLine, capacity);
    this.product = grow(this.product, capacity);
    this.staff = grow(this.staff, capacity);
    this.note = grow(this.note, capacity);
    this.keyword = grow(this.keyword, capacity);
    this.platformNote = grow(this.platformNote, capacity);
  }
}
