// The language list comes from GET /wps/system/languages; these three are known
// before it arrives (and if it never does) because their bundles ship with the app.

export type LanguageEntry = {
  code: string;
  name: string;
  nativeName: string;
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
};

export const DEFAULT_LANGUAGE = 'TY';
export const FALLBACK_LANGUAGE = 'EN';

export const BUILT_IN_LANGUAGES: readonly LanguageEntry[] = [
  { code: 'TY', name: 'Tagalog', nativeName: 'Tagalog', htmlLang: 'fil' },
  { code: 'EN', name: 'English', nativeName: 'English', htmlLang: 'en' },
  { code: 'PT', name: 'Portuguese', nativeName: 'Português', htmlLang: 'pt' },
];

export function htmlLangFor(code: string, list: readonly LanguageEntry[]): string {
  const entry = list.find((l) => l.code === code) ?? BUILT_IN_LANGUAGES.find((l) => l.code === code);
  return entry?.htmlLang ?? code.toLowerCase();
}
