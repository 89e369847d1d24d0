import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocaleStore } from '../i18n/useLocaleStore';
import { DEFAULT_SETTINGS, useAppStore } from '../stores/useAppStore';
import { useDisplaySettingsEffects } from '../useDisplaySettingsEffects';

const Probe = () => {
  useDisplaySettingsEffects();
  return null;
};

describe('display settings on the document', () => {
  it('applies dark theme, the colour-weak filter and the language, and clears them', () => {
    useAppStore.setState({ ...DEFAULT_SETTINGS });
    useLocaleStore.setState({ locale: 'zh-CN' });
    render(<Probe />);
    expect(document.body.getAttribute('arco-theme')).toBeNull();
    expect(document.body.style.filter).toBe('');

    act(() => useAppStore.setState({ theme: 'dark', colorWeak: true }));
    act(() => useLocaleStore.setState({ locale: 'en-US' }));
    expect(document.body.getAttribute('arco-theme')).toBe('dark');
    expect(document.body.style.filter).toBe('invert(80%)');
    expect(document.documentElement.lang).toBe('en-US');

    act(() => useAppStore.setState({ theme: 'light', colorWeak: false }));
    expect(document.body.getAttribute('arco-theme')).toBeNull();
    expect(document.body.style.filter).toBe('');
  });
});
