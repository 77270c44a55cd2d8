import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';
import { ty } from '../../locales/ty';
import { FALLBACK_LANGUAGE } from './languages';

/**
 * One i18next instance for the app. Language codes are the server's codes (TY, EN,
 * PT, ...); a code without a bundle renders the English strings through fallbackLng.
 */
export function createI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    // Codes are opaque upper-case ids, not BCP 47 tags: no region/script lookups.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    resources: {
      EN: { translation: en },
      TY: { translation: ty },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
