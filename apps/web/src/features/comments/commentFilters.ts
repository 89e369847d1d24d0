import {
  CLS_TYPES,
  COMMENT_SORTS,
  CONTENT_SOURCES,
  CONTENT_TYPES,
  NEG_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PROCESS_STATUSES,
  SENTIMENTS,
  SPAM_FILTERS,
  type TClsType,
  type TCommentListQuery,
  type TContentSource,
  type TContentType,
  type TNegType,
  type TPlatform,
  type TProcessStatus,
  type TSentiment,
  type TSpamFilter,
} from '@notedesk/contract';

export type CommentSort = (typeof COMMENT_SORTS)[number];

/** What the comment list is filtered by; lives in the address so a view can be shared. */
export type CommentFilters = {
  start_time?: string;
  end_time?: string;
  source: TContentSource[];
  brand_id?: number;
  product_line_id?: number;
  product_id?: number;
  keyword?: string;
  /** The platform's note id. */
  content_id?: string;
  /** Our note id. */
  note_id?: number;
  /** Comments on the notes this account published (its author id). */
  account?: string;
  cls_type: TClsType[];
  sentiment: TSentiment[];
  neg_type: TNegType[];
  content_type: TContentType[];
  process_status: TProcessStatus[];
  staff_id?: number;
  has_reply?: boolean;
  /** Only rows whose draft is flagged for a person (a sensitive topic), the "needs a person" tab. */
  flagged?: boolean;
  /** Spam is hidden unless asked for (`all`: the inbox's "show spam" switch, `only`). */
  spam: TSpamFilter;
  q?: string;
  sort: CommentSort;
  page: number;
  page_size: number;
};

export const EMPTY_FILTERS: CommentFilters = {
  source: [],
  cls_type: [],
  sentiment: [],
  neg_type: [],
  content_type: [],
  process_status: [],
  spam: 'hide',
  sort: 'time_desc',
  page: 1,
  page_size: PAGE_SIZE_DEFAULT,
};

export type ParsedFilters = {
  filters: CommentFilters;
  /** `name=value` pairs from the address that were not understood and are left out. */
  rejected: string[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 100;

const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(Date.parse(value));

/** Parses the address's query into filters; anything unknown is reported, never sent to the server. */
export const parseCommentSearch = (search: URLSearchParams): ParsedFilters => {
  const rejected: string[] = [];
  const reject = (name: string, value: string) => rejected.push(`${name}=${value}`);
  const raw = (name: string): string | undefined => {
    const values = search.getAll(name).filter((value) => value.trim() !== '');
    return values.length ? values.join(',') : undefined;
  };
  const choices = <T extends string | number>(name: string, allowed: readonly T[]): T[] => {
    const value = raw(name);
    if (value === undefined) return [];
    const picked: T[] = [];
    for (const part of value.split(',')) {
      const choice = allowed.find((item) => String(item) === part.trim());
      if (choice === undefined) reject(name, part);
      else if (!picked.includes(choice)) picked.push(choice);
    }
    return picked;
  };
  const id = (name: string): number | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    const number = Number(value);
    if (Number.isSafeInteger(number) && number > 0) return number;
    reject(name, value);
    return undefined;
  };
  const text = (name: string): string | undefined => {
    const value = raw(name)?.trim();
    if (value === undefined) return undefined;
    if (value.length <= TEXT_MAX) return value;
    reject(name, `${value.slice(0, 12)}…`);
    return undefined;
  };
  const day = (name: string): string | undefined => {
    const value = raw(name);
    if (value === undefined) return undefined;
    if (isDay(value)) return value;
    reject(name, value);
    return undefined;
  };
  const bounded = (name: string, fallback: number, max: number): number => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= 1 && number <= max) return number;
    reject(name, value);
    return fallback;
  };
  const hasReply = raw('has_reply');
  if (hasReply !== undefined && hasReply !== 'true' && hasReply !== 'false') reject('has_reply', hasReply);
  const flagged = raw('flagged');
  if (flagged !== undefined && flagged !== 'true') reject('flagged', flagged);
  const spam = raw('spam');
  const knownSpam = SPAM_FILTERS.find((item) => item === spam);
  if (spam !== undefined && !knownSpam) reject('spam', spam);
  const sort = raw('sort');
  const knownSort = COMMENT_SORTS.find((item) => item === sort);
  if (sort !== undefined && !knownSort) reject('sort', sort);

  let start = day('start_time');
  let end = day('end_time');
  if (start && end && start > end) [start, end] = [end, start];

  const filters: CommentFilters = {
    start_time: start,
    end_time: end,
    source: choices('source', CONTENT_SOURCES),
    brand_id: id('brand_id'),
    product_line_id: id('product_line_id'),
    product_id: id('product_id'),
    keyword: text('keyword'),
    content_id: text('content_id'),
    note_id: id('note_id'),
    account: text('account'),
    cls_type: choices('cls_type', CLS_TYPES),
    sentiment: choices('sentiment', SENTIMENTS),
    neg_type: choices('neg_type', NEG_TYPES),
    content_type: choices('content_type', CONTENT_TYPES),
    process_status: choices('process_status', PROCESS_STATUSES),
    staff_id: id('staff_id'),
    has_reply: hasReply === 'true' ? true : hasReply === 'false' ? false : undefined,
    flagged: flagged === 'true' ? true : undefined,
    spam: knownSpam ?? 'hide',
    q: text('q'),
    sort: knownSort ?? 'time_desc',
    page: bounded('page', 1, Number.MAX_SAFE_INTEGER),
    page_size: bounded('page_size', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
  return { filters, rejected };
};

/** The address's query for `filters`: defaults and empty values are left out, so URLs stay short. */
export const toCommentSearch = (filters: CommentFilters): URLSearchParams => {
  const search = new URLSearchParams();
  const put = (name: string, value: string | number | boolean | undefined | readonly (string | number)[]) => {
    if (value === undefined || value === '') return;
    if (Array.isArray(value)) {
      if (value.length) search.set(name, value.join(','));
      return;
    }
    search.set(name, String(value));
  };
  put('start_time', filters.start_time);
  put('end_time', filters.end_time);
  put('source', filters.source);
  put('brand_id', filters.brand_id);
  put('product_line_id', filters.product_line_id);
  put('product_id', filters.product_id);
  put('keyword', filters.keyword);
  put('content_id', filters.content_id);
  put('note_id', filters.note_id);
  put('account', filters.account);
  put('cls_type', filters.cls_type);
  put('sentiment', filters.sentiment);
  put('neg_type', filters.neg_type);
  put('content_type', filters.content_type);
  put('process_status', filters.process_status);
  put('staff_id', filters.staff_id);
  put('has_reply', filters.has_reply);
  if (filters.flagged) put('flagged', true);
  put('q', filters.q);
  if (filters.spam !== EMPTY_FILTERS.spam) put('spam', filters.spam);
  if (filters.sort !== EMPTY_FILTERS.sort) put('sort', filters.sort);
  if (filters.page !== 1) put('page', filters.page);
  if (filters.page_size !== EMPTY_FILTERS.page_size) put('page_size', filters.page_size);
  return search;
};

/** Wire query values: lists as `a,b` (the server's `anyOf`), booleans as `true`/`false`. */
export type CommentQueryParams = Partial<Record<keyof TCommentListQuery, string | number>>;

/** The GET /api/track/content-comments query for `filters` on `platform`. */
export const toCommentQuery = (filters: CommentFilters, platform: TPlatform): CommentQueryParams => {
  const params: CommentQueryParams = { target_platform: platform };
  for (const [name, value] of toCommentSearch(filters)) params[name as keyof TCommentListQuery] = value;
  params.page = filters.page;
  params.page_size = filters.page_size;
  return params;
};

/** Changing any filter other than the page starts again from page 1. */
export const changeFilters = (filters: CommentFilters, patch: Partial<CommentFilters>): CommentFilters => ({
  ...filters,
  page: 1,
  ...patch,
});
