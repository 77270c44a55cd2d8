import type { LocaleBundle } from '../../locales/locale-bundle';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './languages';

// Bundles fetched only when needed; each import() becomes its own chunk. Tagalog,
// the default language, ships in the entry chunk, so it is absent here. English
// is needed by every other language: it is the fallback, and the text of codes
// that have no bundle of their own.
const loaders: Readonly<Record<string, () => Promise<LocaleBundle>>> = {
  EN: () => import('../../locales/en').then((m) => m.en),
  PT: () => import('../../locales/pt').then((m) => m.pt),
};

/** The lazy bundles that showing `code` needs: none for Tagalog, English plus the code's own otherwise. */
export function bundlesNeededFor(code: string): string[] {
  if (code === DEFAULT_LANGUAGE) return [];
  return [...new Set([FALLBACK_LANGUAGE, code])].filter((c) => c in loaders);
}

/**
 * Fetches the bundles `code` needs that `has` says are not loaded yet. A failed
 * chunk is left out: the fallback strings (English, else Tagalog) stay usable.
 */
export async function loadBundlesFor(
  code: string,
  has: (code: string) => boolean,
): Promise<Record<string, LocaleBundle>> {
  const wanted = bundlesNeededFor(code).filter((c) => !has(c));
  const loaded = await Promise.all(wanted.map((c) => loaders[c]!().catch(() => null)));
  const bundles: Record<string, LocaleBundle> = {};
  wanted.forEach((c, i) => {
    const bundle = loaded[i];
    if (bundle) bundles[c] = bundle;
  });
  return bundles;
}
