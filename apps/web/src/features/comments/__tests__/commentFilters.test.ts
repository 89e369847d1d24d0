import { describe, expect, it } from 'vitest';
import {
  type CommentFilters,
  changeFilters,
  EMPTY_FILTERS,
  parseCommentSearch,
  toCommentQuery,
  toCommentSearch,
} from '../commentFilters';

const everyFilter: CommentFilters = {
  start_time: '2026-11-15',
  end_time: '2026-11-21',
  source: ['own', 'brand'],
  brand_id: 1,
  product_line_id: 2,
  product_id: 3,
  keyword: '面霜',
  content_id: '6b00d862f1001a9cba9d73b7',
  note_id: 74,
  cls_type: [0, 100],
  sentiment: ['negative'],
  neg_type: ['price', 'service'],
  content_type: ['product_evaluation'],
  process_status: [1],
  staff_id: 3,
  has_reply: false,
  flagged: true,
  spam: 'only',
  q: '过敏 退款',
  sort: 'likes_desc',
  page: 3,
  page_size: 50,
};

describe('comment filters in the address', () => {
  it('round-trips every filter through the query string', () => {
    const search = toCommentSearch(everyFilter);
    const parsed = parseCommentSearch(new URLSearchParams(search.toString()));
    expect(parsed).toEqual({ filters: everyFilter, rejected: [] });
  });

  it('leaves defaults out, so the plain page has a plain address', () => {
    expect(toCommentSearch(EMPTY_FILTERS).toString()).toBe('');
    expect(parseCommentSearch(new URLSearchParams('')).filters).toEqual(EMPTY_FILTERS);
  });

  it('hides spam unless the address asks for it (the inbox switch writes spam=all)', () => {
    expect(parseCommentSearch(new URLSearchParams('')).filters.spam).toBe('hide');
    expect(toCommentSearch({ ...EMPTY_FILTERS, spam: 'all' }).toString()).toBe('spam=all');
    const { filters, rejected } = parseCommentSearch(new URLSearchParams('spam=maybe'));
    expect(filters.spam).toBe('hide');
    expect(rejected).toEqual(['spam=maybe']);
  });

  it('the "needs a person" tab is flagged=true in the address and on the wire; anything else is reported', () => {
    expect(toCommentSearch({ ...EMPTY_FILTERS, flagged: true }).toString()).toBe('flagged=true');
    expect(toCommentQuery({ ...EMPTY_FILTERS, flagged: true }, 'xhs')).toMatchObject({ flagged: 'true' });
    expect(parseCommentSearch(new URLSearchParams('flagged=true')).filters.flagged).toBe(true);
    const { filters, rejected } = parseCommentSearch(new URLSearchParams('flagged=perhaps'));
    expect(filters.flagged).toBeUndefined();
    expect(rejected).toEqual(['flagged=perhaps']);
  });

  it('reads repeated and comma-separated choices alike', () => {
    const { filters } = parseCommentSearch(new URLSearchParams('cls_type=0&cls_type=1,2'));
    expect(filters.cls_type).toEqual([0, 1, 2]);
  });

  it('reports unknown values and keeps the known ones', () => {
    const { filters, rejected } = parseCommentSearch(
      new URLSearchParams(
        'cls_type=0,9&sentiment=angry&sort=random&page=-2&page_size=999&brand_id=abc&start_time=yesterday&has_reply=maybe',
      ),
    );
    expect(filters.cls_type).toEqual([0]);
    expect(filters.sentiment).toEqual([]);
    expect(filters.sort).toBe('time_desc');
    expect(filters.page).toBe(1);
    expect(filters.page_size).toBe(20);
    expect(filters.brand_id).toBeUndefined();
    expect(filters.start_time).toBeUndefined();
    expect(filters.has_reply).toBeUndefined();
    expect(rejected).toEqual(
      expect.arrayContaining([
        'cls_type=9',
        'sentiment=angry',
        'sort=random',
        'page=-2',
        'page_size=999',
        'brand_id=abc',
        'start_time=yesterday',
        'has_reply=maybe',
      ]),
    );
  });

  it('puts a reversed date range the right way round', () => {
    const { filters } = parseCommentSearch(new URLSearchParams('start_time=2026-11-21&end_time=2026-11-15'));
    expect([filters.start_time, filters.end_time]).toEqual(['2026-11-15', '2026-11-21']);
  });

  it('sends lists comma-separated with the platform, page and page size', () => {
    expect(toCommentQuery({ ...EMPTY_FILTERS, cls_type: [0, 1], has_reply: true }, 'dy')).toEqual({
      target_platform: 'dy',
      cls_type: '0,1',
      has_reply: 'true',
      page: 1,
      page_size: 20,
    });
  });

  it('goes back to page 1 when another filter changes', () => {
    expect(changeFilters({ ...EMPTY_FILTERS, page: 4 }, { cls_type: [0] }).page).toBe(1);
    expect(changeFilters({ ...EMPTY_FILTERS, page: 4 }, { page: 5 }).page).toBe(5);
  });
});
