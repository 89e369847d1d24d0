import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG } from '@/app/stores/useTabBarStore';
import { menuTarget } from '../menuTarget';

const COMMENTS_PATH = '/publication-maintenance/comment-maintenance';

describe('where a menu entry leads', () => {
  it('back to the open tab of the page, filters in its address', () => {
    const tags = [
      DEFAULT_TAG,
      {
        name: 'comment-maintenance',
        title: 'menu.commentMaintenance' as const,
        fullPath: `${COMMENTS_PATH}?keyword=退款`,
      },
    ];
    expect(menuTarget('comment-maintenance', COMMENTS_PATH, tags)).toBe(`${COMMENTS_PATH}?keyword=退款`);
  });

  it("to the entry's own path when the page has no tab (never opened, or closed)", () => {
    expect(menuTarget('comment-maintenance', COMMENTS_PATH, [DEFAULT_TAG])).toBe(COMMENTS_PATH);
  });

  it('not to a detail tab that shares the route name', () => {
    const tags = [
      { name: 'comment-maintenance', title: 'menu.contentDetail' as const, suffix: '7', fullPath: '/x/7' },
    ];
    expect(menuTarget('comment-maintenance', COMMENTS_PATH, tags)).toBe(COMMENTS_PATH);
  });
});
