import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { DraftNote } from '../components/DraftNote';

const compliance = `compliance:${JSON.stringify([
  { kind: 'phone', from: '电话***78', to: '私信' },
  { kind: 'absolute_claim', from: '最好', to: '很好' },
])}`;

describe('a generated draft’s note', () => {
  afterEach(() => act(() => useLocaleStore.setState({ locale: 'zh-CN' })));

  it('says in the user’s language why not to reply and what the compliance filter changed', () => {
    render(<DraftNote note={`flame_no_reply\n${compliance}`} />);
    expect(screen.getByText('建议不回复：该评论带有攻击或挑衅性质，公开回复容易激化矛盾。')).toBeTruthy();
    expect(
      screen.getByText('合规过滤已修改草稿：电话号码已删除；绝对化用语「最好」改为「很好」'),
    ).toBeTruthy();
    act(() => useLocaleStore.setState({ locale: 'en-US' }));
    expect(
      screen.getByText(
        'The compliance filter changed the draft: phone number removed; absolute claim “最好” → “很好”',
      ),
    ).toBeTruthy();
  });

  it('shows any other note as sent, and nothing without a note', () => {
    const { container, rerender } = render(
      <DraftNote note="LLM timed out; drafted by the embedded templates" />,
    );
    expect(screen.getByText('LLM timed out; drafted by the embedded templates')).toBeTruthy();
    rerender(<DraftNote note={undefined} />);
    expect(container.textContent).toBe('');
  });
});
