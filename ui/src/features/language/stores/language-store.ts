import { create } from 'zustand';
import { BUILT_IN_LANGUAGES, DEFAULT_LANGUAGE, type LanguageEntry } from '../../../lib/i18n/languages';

type LanguageState = {
  /** Built-in TY/EN/PT until the server's list arrives. */
  languages: readonly LanguageEntry[];
  defaultLanguage: string;
  current: string;
  listLoaded: boolean;
  setList: (languages: readonly LanguageEntry[], defaultLanguage: string) => void;
  setCurrent: (code: string) => void;
};

export const useLanguageStore = create<LanguageState>()((set) => ({
  languages: BUILT_IN_LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  current: DEFAULT_LANGUAGE,
  listLoaded: false,
  setList: (languages, defaultLanguage) => set({ languages, defaultLanguage, listLoaded: true }),
  setCurrent: (current) => set({ current }),
}));

export const selectLanguages = (s: LanguageState) => s.languages;
export const selectCurrentLanguage = (s: LanguageState) => s.current;
export const selectDefaultLanguage = (s: LanguageState) => s.defaultLanguage;
