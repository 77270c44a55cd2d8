import type { i18n as I18n } from 'i18next';
import { loadBundlesFor } from '../../lib/i18n/bundle-loaders';
import { htmlLangFor } from '../../lib/i18n/languages';
import { writeLocal } from '../../lib/storage/local-storage';
import { useLanguageStore } from './stores/language-store';

/** Loads the bundles the language needs, switches i18next, and sets <html lang>. */
export async function applyLanguage(i18n: I18n, code: string): Promise<void> {
  const bundles = await loadBundlesFor(code, (c) => i18n.hasResourceBundle(c, 'translation'));
  for (const [c, bundle] of Object.entries(bundles)) i18n.addResourceBundle(c, 'translation', bundle, true, true);
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
