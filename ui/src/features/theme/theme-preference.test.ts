// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveInitialTheme } from './theme-preference';

describe('theme preference', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('prefers the stored theme, then the OS preference, then dark', () => {
    expect(resolveInitialTheme('light', false)).toBe('light');
    expect(resolveInitialTheme('dark', true)).toBe('dark');
    expect(resolveInitialTheme(null, true)).toBe('light');
    expect(resolveInitialTheme(null, false)).toBe('dark');
    expect(resolveInitialTheme('purple', false)).toBe('dark');
  });

  it('persists a toggle in localStorage and on <html data-theme>', async () => {
    const { useThemeStore } = await import('./stores/theme-store');
    const start = useThemeStore.getState().theme;
    useThemeStore.getState().toggleTheme();
    const next = start === 'dark' ? 'light' : 'dark';
    expect(localStorage.getItem('theme')).toBe(next);
    expect(document.documentElement.dataset.theme).toBe(next);
  });

  it('restores the stored theme in a fresh store (a reload)', async () => {
    localStorage.setItem('theme', 'light');
    const { useThemeStore } = await import('./stores/theme-store');
    expect(useThemeStore.getState().theme).toBe('light');
  });
});
