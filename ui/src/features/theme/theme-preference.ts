import { readLocal, writeLocal } from '../../lib/storage/local-storage';

export type Theme = 'dark' | 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** A stored choice wins; otherwise the system preference; dark is the brand default. */
export function resolveInitialTheme(stored: string | null, prefersLight: boolean): Theme {
  if (isTheme(stored)) return stored;
  return prefersLight ? 'light' : 'dark';
}

export function systemPrefersLight(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches;
}

export function readInitialTheme(): Theme {
  return resolveInitialTheme(readLocal('theme'), systemPrefersLight());
}

export function persistTheme(theme: Theme): void {
  writeLocal('theme', theme);
}

export function applyThemeOnPage(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}
