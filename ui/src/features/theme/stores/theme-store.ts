import { create } from 'zustand';
import { applyThemeOnPage, persistTheme, readInitialTheme, type Theme } from '../theme-preference';

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readInitialTheme(),
  setTheme: (theme) => {
    // Only an explicit choice is stored, so an untouched visitor keeps following the OS.
    persistTheme(theme);
    applyThemeOnPage(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

export const selectTheme = (s: ThemeState) => s.theme;
export const selectToggleTheme = (s: ThemeState) => s.toggleTheme;
