import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/app/testing/stubMatchMedia';
import { ExportedCommentsLink } from '../components/ExportedCommentsLink';

describe('the exported-comments link of a note', () => {
  beforeAll(stubMatchMedia);

  it('shows how many comments are in the sheet and links to it', () => {
    render(
      <ExportedCommentsLink
        noteId={7}
        links={{ '7': { count: 12, link: 'https://feishu.cn/sheets/sht1' } }}
      />,
    );
    const link = screen.getByTestId('feishu-exported-link');
    expect(link.textContent).toContain('12');
    expect(link.getAttribute('href')).toBe('https://feishu.cn/sheets/sht1');
  });

  it('shows nothing for a note none of whose comments were exported', () => {
    const { container } = render(
      <ExportedCommentsLink
        noteId={8}
        links={{ '7': { count: 12, link: 'https://feishu.cn/sheets/sht1' } }}
      />,
    );
    expect(container.textContent).toBe('');
    render(<ExportedCommentsLink noteId={8} links={undefined} />);
    expect(screen.queryByTestId('feishu-exported-link')).toBeNull();
  });
});
