import { beforeEach, describe, expect, it } from 'vitest';
import { clampMenuWidth, MENU_WIDTH_MAX, MENU_WIDTH_MIN } from '../clampMenuWidth';
import { defaultMenuWidth } from '../defaultMenuWidth';
import { DEFAULT_SETTINGS, useAppStore } from '../useAppStore';

describe('menu width bounds', () => {
  it('keeps widths within the bounds, in whole pixels', () => {
    expect(clampMenuWidth(20, 150)).toBe(MENU_WIDTH_MIN);
    expect(clampMenuWidth(5000, 150)).toBe(MENU_WIDTH_MAX);
    expect(clampMenuWidth(220, 150)).toBe(220);
    expect(clampMenuWidth(180.6, 150)).toBe(181);
  });

  it('keeps the current width for anything that is not a number', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, '200']) {
      expect(clampMenuWidth(value, 150)).toBe(150);
    }
  });
});

describe('the settings store', () => {
  beforeEach(() => useAppStore.setState({ ...DEFAULT_SETTINGS }));

  it('applies only widths that work, however they arrive', () => {
    useAppStore.getState().updateSettings({ menuWidth: 20 });
    expect(useAppStore.getState().menuWidth).toBe(MENU_WIDTH_MIN);
    useAppStore.getState().updateSettings({ menuWidth: Number.NaN });
    expect(useAppStore.getState().menuWidth).toBe(MENU_WIDTH_MIN);
  });

  it('brings a saved width outside the bounds back within them on load', async () => {
    localStorage.setItem(
      'notedesk-settings',
      JSON.stringify({ state: { menuWidth: 20, theme: 'dark' }, version: 0 }),
    );
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState()).toMatchObject({ menuWidth: MENU_WIDTH_MIN, theme: 'dark' });
  });

  it('keeps no width when none was chosen, so the language default applies', async () => {
    // Saved before widths depended on the language: 150 was everyone's default, not a choice.
    localStorage.setItem('notedesk-settings', JSON.stringify({ state: { menuWidth: 150 }, version: 0 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().menuWidth).toBeNull();
    localStorage.setItem('notedesk-settings', JSON.stringify({ state: { menuWidth: 150 }, version: 1 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().menuWidth).toBe(150);
  });
});

describe('the default menu width', () => {
  it('is the spec width in Chinese and wider in English, within the bounds', () => {
    expect(defaultMenuWidth('zh-CN')).toBe(150);
    expect(defaultMenuWidth('en-US')).toBeGreaterThan(150);
    expect(clampMenuWidth(defaultMenuWidth('en-US'), 0)).toBe(defaultMenuWidth('en-US'));
  });
});
