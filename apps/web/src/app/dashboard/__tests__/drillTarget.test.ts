import type { TDrill } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { parseCommentSearch } from '@/features/comments/commentFilters';
import { DRILL_LIST_PATH } from '../drillListPath';
import { drillTarget } from '../drillTarget';

const comments = (query: Record<string, string>): TDrill => ({ path: '/api/track/content-comments', query });
const notes = (query: Record<string, string>): TDrill => ({ path: '/api/track/contents', query });

const split = (target: string) => {
  const url = new URL(target, 'http://console');
  return { pathname: url.pathname, search: url.searchParams };
};

describe('drillTarget', () => {
  it("opens a publishing account's comments in the comment page, its account filter in the address", () => {
    const target = split(
      drillTarget(comments({ target_platform: 'xhs', source: 'own', account: '5f1c2a9b', cls_type: '1' })),
    );
    expect(target.pathname).toBe('/publication-maintenance/comment-maintenance');
    const { filters, rejected } = parseCommentSearch(target.search);
    expect(rejected).toEqual([]);
    expect(filters).toMatchObject({ account: '5f1c2a9b', source: ['own'], cls_type: [1] });
  });

  it('opens comments in the comment page with the same filters, aliases renamed', () => {
    const target = split(
      drillTarget(
        comments({
          target_platform: 'xhs',
          start_time: '2026-11-01',
          end_time: '2026-11-30',
          cls_type: '0',
          expand1: '3',
          expand2: '2',
          source: 'own',
        }),
      ),
    );
    expect(target.pathname).toBe('/publication-maintenance/comment-maintenance');
    const { filters, rejected } = parseCommentSearch(target.search);
    expect(rejected).toEqual([]);
    expect(filters).toMatchObject({
      start_time: '2026-11-01',
      end_time: '2026-11-30',
      cls_type: [0],
      product_id: 3,
      product_line_id: 2,
      source: ['own'],
      page: 1,
    });
    expect(target.search.has('target_platform')).toBe(false);
  });

  it('turns Shanghai-midnight instants into the days the comment page filters by (end exclusive)', () => {
    const target = split(
      drillTarget(
        comments({
          start_time: '2026-10-31T16:00:00.000Z',
          end_time: '2026-11-30T16:00:00.000Z',
          sentiment: 'negative',
          process_status: '0',
          sort: 'likes_desc',
        }),
      ),
    );
    expect(target.pathname).toBe('/publication-maintenance/comment-maintenance');
    expect(target.search.get('start_time')).toBe('2026-11-01');
    expect(target.search.get('end_time')).toBe('2026-11-30');
    expect(target.search.get('sort')).toBe('likes_desc');
    expect(target.search.get('process_status')).toBe('0');
  });

  it('keeps several choices whatever their order', () => {
    const target = split(drillTarget(comments({ cls_type: '1,0', process_status: '2,1,3' })));
    expect(target.pathname).toBe('/publication-maintenance/comment-maintenance');
    expect(parseCommentSearch(target.search).filters).toMatchObject({
      cls_type: [1, 0],
      process_status: [2, 1, 3],
    });
  });

  it('opens comments the comment page has no filter for in the drill list, query unchanged', () => {
    const target = split(drillTarget(comments({ cls_type: '0,1', covered: 'true', expand1: '4' })));
    expect(target.pathname).toBe(DRILL_LIST_PATH);
    expect(Object.fromEntries(target.search)).toEqual({
      list: 'comments',
      cls_type: '0,1',
      covered: 'true',
      product_id: '4',
    });
  });

  it('keeps an instant that is not a day boundary, in the drill list', () => {
    const target = split(drillTarget(comments({ start_time: '2026-11-01T03:00:00.000Z', cls_type: '0' })));
    expect(target.pathname).toBe(DRILL_LIST_PATH);
    expect(target.search.get('start_time')).toBe('2026-11-01T03:00:00.000Z');
  });

  it('refuses a value the comment page would drop rather than show a different list', () => {
    expect(split(drillTarget(comments({ neg_type: 'price,unheard' }))).pathname).toBe(DRILL_LIST_PATH);
  });

  it('opens notes in the drill list with the note list filters, first page', () => {
    const target = split(
      drillTarget(
        notes({
          target_platform: 'dy',
          source: 'brand',
          brand_id: '2',
          author_tier: 'head',
          neg_ratio_min: '0.2',
          page: '3',
          start_time: '2026-10-31T16:00:00.000Z',
        }),
      ),
    );
    expect(target.pathname).toBe(DRILL_LIST_PATH);
    expect(Object.fromEntries(target.search)).toEqual({
      list: 'notes',
      source: 'brand',
      brand_id: '2',
      author_tier: 'head',
      neg_ratio_min: '0.2',
      start_time: '2026-10-31T16:00:00.000Z',
    });
  });

  it('drops empty values (no filter, DESIGN §4)', () => {
    const target = split(drillTarget(comments({ cls_type: '0', keyword: ' ' })));
    expect(target.search.has('keyword')).toBe(false);
  });
});
