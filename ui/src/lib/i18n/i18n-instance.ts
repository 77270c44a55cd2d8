import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleBundle } from '../../locales/locale-bundle';
import { ty } from '../../locales/ty';
import { loadBundlesFor } from './bundle-loaders';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './languages';

export type Bundles = Readonly<Partial<Record<string, LocaleBundle>>>;

/**
 * One i18next instance for the app. Language codes are the server's codes (TY, EN,
 * PT, ...); a code without a bundle renders the English strings through fallbackLng.
 * Tagalog, the default, is always there; other bundles are passed in (see loadI18n).
 */
export function createI18n(language: string, bundles: Bundles = {}): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: LocaleBundle }> = { [DEFAULT_LANGUAGE]: { translation: ty } };
  for (const [code, bundle] of Object.entries(bundles)) {
    if (bundle) resources[code] = { translation: bundle };
  }
  void instance.use(initReactI18next).init({
    lng: language,
    // English first; Tagalog if the English chunk could not be fetched, so a
    // failed download shows words rather than keys.
    fallbackLng: [FALLBACK_LANGUAGE, DEFAULT_LANGUAGE],
    // Codes are opaque upper-case ids, not BCP 47 tags: no region/script lookups.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * The instance for the first render: at once for Tagalog (it ships in the entry
 * chunk), after fetching English and the language's own bundle for any other code,
 * so the first paint is already in the visitor's language.
 */
export async function loadI18n(language: string): Promise<I18n> {
  return createI18n(language, await loadBundlesFor(language, () => false));
}
