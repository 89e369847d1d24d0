import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/app/http/HttpError';
import { stubMatchMedia } from '@/app/testing/stubMatchMedia';
import { CreateStaffModal } from '../components/CreateStaffModal';
import { ResetPasswordModal } from '../components/ResetPasswordModal';

const common = (message: string) => new HttpError(message, 422, 422, message, undefined, 'password');
const ZH = '参数 password 不正确：这是最常用的密码之一，很容易被猜中，请换一个';
const EN =
  'Field password is invalid: it is one of the most commonly used passwords and easy to guess; choose another';

/** A password the server refuses (one of the most common) is shown under the password field, not as a message. */
describe('a refused password shows on the password field', () => {
  beforeAll(stubMatchMedia);

  // The refusal arrives after the form was filled in and submitted: the modal is open, then gets the error.
  it.each([ZH, EN])('adding a member: %s', async (message) => {
    const modal = (error?: unknown) => (
      <CreateStaffModal visible submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} error={error} />
    );
    const { rerender } = render(modal());
    await screen.findByRole('dialog');
    rerender(modal(common(message)));
    const shown = await screen.findByText(message);
    expect(shown.closest('.arco-form-item')?.querySelector('input[type="password"]')).not.toBeNull();
  });

  it.each([ZH, EN])('resetting a password: %s', async (message) => {
    const modal = (error?: unknown) => (
      <ResetPasswordModal
        account={{ id: 7, username: 'li', full_name: '', role: 'worker', disabled: false } as never}
        submitting={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        error={error}
      />
    );
    const { rerender } = render(modal());
    await screen.findByRole('dialog');
    rerender(modal(common(message)));
    const shown = await screen.findByText(message);
    expect(shown.closest('.arco-form-item')?.querySelector('input[type="password"]')).not.toBeNull();
  });

  it('leaves a refusal without a field to the message already shown', () => {
    render(
      <CreateStaffModal
        visible
        submitting={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        error={new HttpError('网络错误', 500, 500, '网络错误')}
      />,
    );
    expect(screen.queryByText('网络错误')).toBeNull();
  });
});
