import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, syncThemeWithDocument } from './theme';
import { THEME_STORAGE_KEY, useThemeStore } from './theme-store';

// jsdom has no matchMedia; this stands in for the OS colour-scheme setting.
function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

const html = () => document.documentElement.classList;

describe('theme', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ theme: 'system' });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('resolves system from the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('defaults to system and follows the OS preference live', () => {
    const os = fakeColorScheme(false);
    stop = syncThemeWithDocument();
    expect(useThemeStore.getState().theme).toBe('system');
    expect(html().contains('dark')).toBe(false);
    os.setDark(true);
    expect(html().contains('dark')).toBe(true);
    os.setDark(false);
    expect(html().contains('dark')).toBe(false);
    expect(html().contains('light')).toBe(true);
  });

  it('ignores OS changes while an explicit theme is chosen', () => {
    const os = fakeColorScheme(false);
    stop = syncThemeWithDocument();
    useThemeStore.getState().setTheme('light');
    os.setDark(true);
    expect(html().contains('dark')).toBe(false);
    useThemeStore.getState().setTheme('dark');
    expect(html().contains('dark')).toBe(true);
  });

  it('persists the choice under incasso-theme-storage', () => {
    useThemeStore.getState().setTheme('dark');
    const stored: unknown = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ state: { theme: 'dark' } });
  });

  it('restores a stored theme and rejects an unknown one', async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'dark' }, version: 0 }),
    );
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe('dark');
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'neon' }, version: 0 }),
    );
    useThemeStore.setState({ theme: 'system' });
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe('system');
  });

  it('stops listening to the OS when asked', () => {
    const os = fakeColorScheme(false);
    syncThemeWithDocument()();
    expect(os.listenerCount()).toBe(0);
  });
});
