import { PERMISSIONS } from '@notedesk/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/app/stores/useUserStore';
import { RoleGate } from '../RoleGate';

beforeEach(() => useUserStore.getState().reset());

describe('RoleGate', () => {
  it('removes the element unless the role has the permission', () => {
    useUserStore.setState({ role: 'worker' });
    const { rerender } = render(
      <RoleGate permission={PERMISSIONS.imports.run}>
        <button type="button">导入</button>
      </RoleGate>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    useUserStore.setState({ role: 'manager' });
    rerender(
      <RoleGate permission={PERMISSIONS.imports.run}>
        <button type="button">导入</button>
      </RoleGate>,
    );
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
  });

  it('throws without a permission', () => {
    useUserStore.setState({ role: 'admin' });
    // React reports the render error through console and window before rethrowing it.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    expect(() => render(<RoleGate permission={[]}>x</RoleGate>)).toThrow(/needs a permission/);
    window.removeEventListener('error', swallow);
    quiet.mockRestore();
  });
});
