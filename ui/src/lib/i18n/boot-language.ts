import { readLocal, writeLocal } from '../storage/local-storage';

/**
 * Spec section 9: the language is saved under hisLang; if it is missing or not a
 * supported code, the default is stored as both hisLang and lang.
 */
export function resolveBootLanguage(
  storedHisLang: string | null,
  supportedCodes: readonly string[],
  defaultCode: string,
): { code: string; resetToDefault: boolean } {
  if (storedHisLang !== null && supportedCodes.includes(storedHisLang)) {
    return { code: storedHisLang, resetToDefault: false };
  }
  return { code: defaultCode, resetToDefault: true };
}

/** Applies the boot rule to local storage and returns the language to show. */
export function applyBootLanguage(supportedCodes: readonly string[], defaultCode: string): string {
  const { code, resetToDefault } = resolveBootLanguage(readLocal('hisLang'), supportedCodes, defaultCode);
  if (resetToDefault) {
    writeLocal('hisLang', code);
    writeLocal('lang', code);
  }
  return code;
}

/** The language to render before the server's list arrives: whatever was chosen last. */
export function storedLanguageOr(defaultCode: string): string {
  const stored = readLocal('hisLang');
  return stored !== null && stored !== '' ? stored : defaultCode;
}
