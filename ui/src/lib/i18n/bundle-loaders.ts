import type { LocaleBundle } from '../../locales/locale-bundle';

// Bundles fetched only when chosen; each import() becomes its own chunk. English
// and Tagalog ship in the main bundle (fallback and default), so they are absent.
const loaders: Readonly<Record<string, () => Promise<LocaleBundle>>> = {
  PT: () => import('../../locales/pt').then((m) => m.pt),
};

export function hasLazyBundle(code: string): boolean {
  return code in loaders;
}

export async function loadLazyBundle(code: string): Promise<LocaleBundle | null> {
  const load = loaders[code];
  return load ? load() : null;
}
