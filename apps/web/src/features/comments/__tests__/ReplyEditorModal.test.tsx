import type { TReplyDraft } from '@notedesk/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/app/http/HttpError';
import { ReplyEditorModal, type ReplyEditorTarget } from '../components/ReplyEditorModal';

const target: ReplyEditorTarget = {
  context: '好用吗',
  text: '旧回复',
  updatedAt: '2026-11-22T01:00:00.000Z',
};
const saved: TReplyDraft = {
  target: 'comment',
  id: 1,
  reply_text: '同事的回复',
  reply_updated_at: '2026-11-22T02:00:00.000Z',
  reply_updated_by: { id: 9, name: '陈宇' },
  source: 'staff',
};

const editor = () => screen.getByRole('textbox', { name: '编辑回复' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } });
const saveButton = () => screen.getByRole('button', { name: '保存' });

describe('reply editor', () => {
  it('says why an empty or too long reply cannot be saved, keeping the text', () => {
    render(<ReplyEditorModal target={target} onSave={vi.fn()} onAcceptSaved={vi.fn()} onClose={vi.fn()} />);
    type('   ');
    expect(screen.getByText('回复不能为空。')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    const long = '长'.repeat(10_000);
    type(long);
    expect(screen.getByText('回复有 10000 字，最多 2000 字，请删减后再保存。')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(editor().value).toBe(long);
  });

  it('keeps what was typed when saving fails', async () => {
    const onSave = vi.fn(async () => {
      throw new HttpError('网络错误', 500, 500, '网络错误');
    });
    const onClose = vi.fn();
    render(<ReplyEditorModal target={target} onSave={onSave} onAcceptSaved={vi.fn()} onClose={onClose} />);
    type('新的回复');
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText('保存失败，你输入的内容还在编辑框里：网络错误')).toBeTruthy();
    expect(editor().value).toBe('新的回复');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on a 409 shows both versions; keeping mine saves over the one just seen', async () => {
    const onSave = vi
      .fn<(text: string, expected: string | null) => Promise<void>>()
      .mockRejectedValueOnce(new HttpError('已被他人修改', 409, 409, '已被他人修改', saved))
      .mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    render(<ReplyEditorModal target={target} onSave={onSave} onAcceptSaved={vi.fn()} onClose={onClose} />);
    type('我的回复');
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText('我的回复')).toBeTruthy();
    expect(screen.getByText('同事的回复')).toBeTruthy();
    expect(onSave).toHaveBeenLastCalledWith('我的回复', '2026-11-22T01:00:00.000Z');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '用我的覆盖' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenLastCalledWith('我的回复', '2026-11-22T02:00:00.000Z');
  });

  it('on a 409, keeping the saved version takes it without saving', async () => {
    const onSave = vi.fn(async () => {
      throw new HttpError('已被他人修改', 409, 409, '已被他人修改', saved);
    });
    const onAcceptSaved = vi.fn();
    render(
      <ReplyEditorModal target={target} onSave={onSave} onAcceptSaved={onAcceptSaved} onClose={vi.fn()} />,
    );
    await act(async () => fireEvent.click(saveButton()));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '保留当前版本' })));
    expect(onAcceptSaved).toHaveBeenCalledWith(saved);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
