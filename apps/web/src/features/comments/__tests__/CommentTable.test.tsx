import type { TCommentRow } from '@notedesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/app/testing/stubMatchMedia';
import { CommentTable } from '../components/CommentTable';

const XSS = '<img src=x onerror=alert(1)>';

const row: TCommentRow = {
  id: 1,
  platform: 'xhs',
  platform_comment_id: 'c1',
  parent_comment_id: '',
  content: XSS,
  user_nickname: '<b>nick</b>',
  ip_location: '上海',
  like_count: 5,
  pictures: [],
  published_at: '2026-11-21T03:00:00.000Z',
  cls_type: 0,
  sentiment: 'negative',
  neg_type: 'price',
  content_type: 'product_evaluation',
  cls_source: 'model',
  needs_review: false,
  spam: false,
  cls_reason: '',
  process_status: 0,
  process_staff: null,
  process_updated_at: null,
  reply_text: '<script>alert(2)</script>',
  reply_updated_at: null,
  reply_advice: '',
  reply_flag: '',
  reply_based_on: null,
  source: 'brand',
  brand: { id: 1, name: '栖溪' },
  product_line: null,
  product: { id: 2, name: '神经酰胺面霜' },
  keyword: '面霜',
  note: {
    id: 74,
    platform_note_id: 'n74',
    title_desc: '<a href="javascript:alert(3)">标题</a>',
    author_name: 'a',
    note_url: '',
  },
};

const actions = {
  setStatus: vi.fn(async () => undefined),
  setCls: vi.fn(async () => undefined),
  generate: vi.fn(async () => undefined),
  editReply: vi.fn(),
  generatingIds: new Set<number>(),
};

describe('comment table', () => {
  // The table pins its columns only in a wide window (useNarrowWindow asks a media query jsdom lacks).
  beforeAll(stubMatchMedia);
  it('shows user-written text literally, never as HTML', () => {
    // Each row's "send to group" button holds a mutation.
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CommentTable
            rows={[row]}
            loading={false}
            actions={actions}
            selectedIds={[]}
            onSelect={() => undefined}
            noteLink={(id) => `/detail/${id}`}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getAllByText(XSS).length).toBeGreaterThan(0);
    expect(screen.getAllByText('<script>alert(2)</script>').length).toBeGreaterThan(0);
    expect(screen.getAllByText('<a href="javascript:alert(3)">标题</a>').length).toBeGreaterThan(0);
    expect(screen.getByText(/<b>nick<\/b>/)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    // The note title links to our detail page.
    expect(container.querySelector('a[href="/detail/74"]')).not.toBeNull();
  });

  it('says "no comments" only once the rows have come: not while they load', () => {
    const table = (loading: boolean) => (
      <MemoryRouter>
        <CommentTable
          rows={[]}
          loading={loading}
          actions={actions}
          selectedIds={[]}
          onSelect={() => undefined}
          empty={<p>没有符合条件的评论</p>}
        />
      </MemoryRouter>
    );
    const { rerender } = render(table(true));
    expect(screen.queryByText('没有符合条件的评论')).toBeNull();
    rerender(table(false));
    expect(screen.getByText('没有符合条件的评论')).toBeTruthy();
  });

  const renderRows = (rows: TCommentRow[]) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CommentTable
            rows={rows}
            loading={false}
            actions={actions}
            selectedIds={[]}
            onSelect={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('the reply cell shows a sensitive flag and whose reply the draft is based on (the name as text)', () => {
    renderRows([
      {
        ...row,
        reply_text: '孕期的护肤建议先问问医生的意见～',
        reply_flag: 'pregnancy',
        reply_based_on: { user: { id: 3, name: '<i>王芳</i>' } },
      },
    ]);
    expect(screen.getByText('需人工把关 · 孕期哺乳')).toBeTruthy();
    expect(screen.getByText('参考了 <i>王芳</i> 的回复')).toBeTruthy();
  });

  it('a draft based on a reply by someone whose account is gone names nobody', () => {
    renderRows([{ ...row, reply_text: '价格看店铺商品页就好～', reply_based_on: { user: null } }]);
    expect(screen.getByText('参考了一条同事的回复')).toBeTruthy();
    expect(screen.queryByText(/参考了 .* 的回复/)).toBeNull();
  });
});
