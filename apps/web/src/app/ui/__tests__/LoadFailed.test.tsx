import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { LoadFailed } from '../LoadFailed';

afterEach(() => useLocaleStore.setState({ locale: 'zh-CN' }));

const failed = (refetch: () => unknown = () => undefined) => ({
  error: new Error('list down'),
  isFetching: false,
  refetch,
});

describe('LoadFailed', () => {
  it('says what failed and why as an alert, and asks again when Retry is pressed', () => {
    let retries = 0;
    render(<LoadFailed query={failed(() => retries++)} message={(reason) => `评论加载失败：${reason}`} />);
    expect(screen.getByRole('alert').textContent).toContain('评论加载失败：list down');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retries).toBe(1);
  });

  it('names its button in the chosen language', () => {
    useLocaleStore.setState({ locale: 'en-US' });
    render(<LoadFailed query={failed()} message={(reason) => `Could not load comments: ${reason}`} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows nothing while the query has no error', () => {
    render(
      <LoadFailed
        query={{ error: null, isFetching: true, refetch: () => undefined }}
        message={(reason) => reason}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
