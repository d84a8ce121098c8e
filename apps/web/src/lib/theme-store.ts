import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** SPEC's `{product}-theme-storage` (DESIGN section 14: the product is incasso). */
export const THEME_STORAGE_KEY = 'incasso-theme-storage';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: 'system',
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ theme: state.theme }),
      // Storage is user-editable: anything but a known theme falls back to the default.
      merge: (persisted, current) => {
        const theme: unknown = (persisted as { theme?: unknown } | null)?.theme;
        return THEMES.some((known) => known === theme)
          ? { ...current, theme: theme as Theme }
          : current;
      },
    },
  ),
);
