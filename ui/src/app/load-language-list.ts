import type { i18n as I18n } from 'i18next';
import { applyBootLanguage } from '../lib/i18n/boot-language';
import { BUILT_IN_LANGUAGES, DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { getSystemLanguages } from '../features/system/api/get-system-languages';
import { applyLanguage } from '../features/language/change-language';
import { useLanguageStore } from '../features/language/stores/language-store';

/**
 * Fetches the server's language list, then runs the boot rule against it: the
 * stored choice is only judged once we know which codes the site supports.
 */
export async function loadLanguageList(i18n: I18n): Promise<void> {
  const answer = await getSystemLanguages();
  const { setList } = useLanguageStore.getState();
  let supported = BUILT_IN_LANGUAGES.map((l) => l.code);
  let defaultCode = DEFAULT_LANGUAGE;
  if (answer.ok && answer.value.list.length > 0) {
    const list = answer.value.list;
    supported = list.map((l) => l.code);
    defaultCode = supported.includes(answer.value.defaultLanguage) ? answer.value.defaultLanguage : DEFAULT_LANGUAGE;
    setList(list, defaultCode);
  }
  const code = applyBootLanguage(supported, defaultCode);
  // Always applied: the list may carry a different htmlLang than the built-in one.
  await applyLanguage(i18n, code);
}
