import type { i18n as I18n } from 'i18next';
import { loadLazyBundle, hasLazyBundle } from '../../lib/i18n/bundle-loaders';
import { htmlLangFor } from '../../lib/i18n/languages';
import { writeLocal } from '../../lib/storage/local-storage';
import { useLanguageStore } from './stores/language-store';

/** Loads the bundle if it is lazy, switches i18next, and sets <html lang>. */
export async function applyLanguage(i18n: I18n, code: string): Promise<void> {
  if (hasLazyBundle(code) && !i18n.hasResourceBundle(code, 'translation')) {
    try {
      const bundle = await loadLazyBundle(code);
      if (bundle) i18n.addResourceBundle(code, 'translation', bundle, true, true);
    } catch {
      // A failed chunk leaves the English fallback strings: still usable.
    }
  }
  await i18n.changeLanguage(code);
  const { languages, setCurrent } = useLanguageStore.getState();
  document.documentElement.lang = htmlLangFor(code, languages);
  setCurrent(code);
}

/** A visitor's explicit choice: remembered under both keys (spec section 3). */
export async function chooseLanguage(i18n: I18n, code: string): Promise<void> {
  writeLocal('hisLang', code);
  writeLocal('lang', code);
  await applyLanguage(i18n, code);
}
