import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../i18n/useLocaleStore';
import { LoadFailed } from '../LoadFailed';

afterEach(() => useLocaleStore.setState({ locale: 'zh-CN' }));

describe('LoadFailed', () => {
  it('says what failed as an alert and asks again when Retry is pressed', () => {
    let retries = 0;
    render(<LoadFailed message="评论加载失败：list down" onRetry={() => retries++} />);
    expect(screen.getByRole('alert').textContent).toContain('评论加载失败：list down');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retries).toBe(1);
  });

  it('names its button in the chosen language', () => {
    useLocaleStore.setState({ locale: 'en-US' });
    render(<LoadFailed message="Could not load comments: list down" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
