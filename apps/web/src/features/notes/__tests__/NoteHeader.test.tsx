import { isPlatformLink, type TNoteCard } from '@notedesk/contract';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/app/testing/stubMatchMedia';
import { NoteHeader } from '../components/NoteHeader';

const note: TNoteCard = {
  id: 7,
  platform: 'xhs',
  platform_note_id: '6780a1b2c3d4e5f6a7b8c9d0',
  note_type: 'normal',
  title_desc: '标题',
  title: '标题',
  description: '',
  author_id: 'u1',
  author_name: '作者',
  author_avatar: '',
  note_url: 'https://www.xiaohongshu.com/explore/6780a1b2c3d4e5f6a7b8c9d0?xsec_token=AB',
  cover_url: '',
  image_list: [],
  tag_list: [],
  ip_location: '',
  fansCount: 0,
  commentCount: 0,
  trackedCommentCount: 0,
  negCommentCount: 0,
  negCommentRatio: 0,
  leadCommentCount: 0,
  likes: 0,
  collects: 0,
  shares: 0,
  published_at: '2026-11-21T03:00:00.000Z',
  source: 'own',
  brand: null,
  product_line: null,
  product: null,
  keyword: '',
  tracked: true,
  reply_text: '',
  reply_updated_at: null,
};

/** The note page's "view original" link (issue #13 finding 8: a stored `javascript:` link was rendered). */
describe('note header: link to the original', () => {
  beforeAll(stubMatchMedia);

  it('links to the note on its platform', () => {
    const { container } = render(<NoteHeader note={note} />);
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([note.note_url]);
    const douyin = render(
      <NoteHeader
        note={{ ...note, platform: 'dy', note_url: 'https://www.douyin.com/video/7400000000000000001' }}
      />,
    );
    expect(
      douyin.container.querySelector('a[href="https://www.douyin.com/video/7400000000000000001"]'),
    ).not.toBeNull();
  });

  it('renders no link for javascript:, another site, a look-alike host or the other platform', () => {
    for (const [platform, url] of [
      ['xhs', 'javascript:alert(document.cookie)'],
      ['xhs', ' javascript:alert(1)'],
      ['xhs', 'java\tscript:alert(1)'],
      ['xhs', 'JAVASCRIPT:alert(1)'],
      ['xhs', 'data:text/html,<script>alert(1)</script>'],
      ['xhs', 'https://xiaohongshu.com.evil.example/explore/1'],
      ['xhs', 'https://evil.example/?u=https://www.xiaohongshu.com/'],
      ['xhs', 'https://user@evil.example@www.xiaohongshu.com/explore/1'],
      ['xhs', '//www.xiaohongshu.com/explore/1'],
      ['xhs', 'https://www.douyin.com/video/1'],
      ['dy', 'https://www.xiaohongshu.com/explore/1'],
      ['dy', 'ftp://www.douyin.com/video/1'],
    ] as const) {
      const { container, unmount } = render(<NoteHeader note={{ ...note, platform, note_url: url }} />);
      expect(container.querySelectorAll('a'), `${platform} ${url}`).toHaveLength(0);
      unmount();
    }
  });

  it('accepts the platforms’ hosts, their subdomains and share hosts, over http(s) only', () => {
    expect(isPlatformLink('xhs', 'http://xhslink.com/a/Bc1')).toBe(true);
    expect(isPlatformLink('xhs', 'https://XIAOHONGSHU.com/explore/1')).toBe(true);
    expect(isPlatformLink('dy', 'https://www.iesdouyin.com/share/video/1/')).toBe(true);
    expect(isPlatformLink('dy', 'https://v.douyin.com/iRNBho6/')).toBe(true);
    expect(isPlatformLink('dy', 'https://notdouyin.com/video/1')).toBe(false);
    expect(isPlatformLink('xhs', '')).toBe(false);
  });
});
