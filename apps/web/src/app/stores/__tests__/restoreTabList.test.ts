import { describe, expect, it } from 'vitest';
import { restoreTabList } from '../restoreTabList';
import { DEFAULT_TAG, type TabTag, useTabBarStore } from '../useTabBarStore';

const comments: TabTag = {
  name: 'comment-maintenance',
  title: 'menu.commentMaintenance',
  fullPath: '/publication-maintenance/comment-maintenance?keyword=退款&cls_type=0',
};
const detail: TabTag = {
  name: 'comment-content-detail',
  title: 'menu.contentDetail',
  suffix: '12',
  fullPath: '/publication-maintenance/contentdetailTwo/12',
};

describe('restoring the open tabs of a browser tab', () => {
  it('gives back the saved tabs in order, addresses included', () => {
    expect(restoreTabList([DEFAULT_TAG, comments, detail], DEFAULT_TAG)).toEqual([
      DEFAULT_TAG,
      comments,
      detail,
    ]);
  });

  it('puts the default tab first, keeping the address it was left at', () => {
    const movedDefault = { ...DEFAULT_TAG, fullPath: `${DEFAULT_TAG.fullPath}?period=7` };
    expect(restoreTabList([comments, movedDefault], DEFAULT_TAG)).toEqual([movedDefault, comments]);
    expect(restoreTabList([comments], DEFAULT_TAG)).toEqual([DEFAULT_TAG, comments]);
  });

  it('drops what it cannot show: wrong shapes, foreign addresses, repeats', () => {
    const saved = [
      comments,
      { ...comments },
      { name: 'x', title: 'menu.team', fullPath: 'https://elsewhere.example/' },
      { name: 3, title: 'menu.team', fullPath: '/a' },
      null,
      'comment-maintenance',
    ];
    expect(restoreTabList(saved, DEFAULT_TAG)).toEqual([DEFAULT_TAG, comments]);
    expect(restoreTabList(undefined, DEFAULT_TAG)).toEqual([DEFAULT_TAG]);
    expect(restoreTabList({ tagList: [comments] }, DEFAULT_TAG)).toEqual([DEFAULT_TAG]);
  });
});

describe('the tab store', () => {
  it('saves the open tabs for this browser tab (sessionStorage) and reads them back on rehydration', async () => {
    useTabBarStore.getState().resetTabList();
    useTabBarStore.getState().updateTabList(comments);
    const saved = JSON.parse(sessionStorage.getItem('notedesk-tabs') ?? '{}') as {
      state: { tagList: TabTag[] };
    };
    expect(saved.state.tagList).toEqual([DEFAULT_TAG, comments]);
    expect(localStorage.getItem('notedesk-tabs')).toBeNull();

    useTabBarStore.setState({ tagList: [DEFAULT_TAG], cacheTabList: ['publication-effect'] });
    sessionStorage.setItem(
      'notedesk-tabs',
      JSON.stringify({ state: { tagList: [comments, detail] }, version: 0 }),
    );
    await useTabBarStore.persist.rehydrate();
    expect(useTabBarStore.getState().tagList).toEqual([DEFAULT_TAG, comments, detail]);
    expect(useTabBarStore.getState().cacheTabList).toEqual(['publication-effect', 'comment-maintenance']);
  });
});
