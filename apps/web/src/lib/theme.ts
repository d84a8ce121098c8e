import { useThemeStore, type Theme } from './theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

// Tailwind's `dark:` variant keys off the `dark` class; `light` is set too so the CSS can tell
// an explicit light choice from "no script ran yet" (then it follows the OS by media query).
function applyToDocument(theme: Theme): void {
  const resolved = resolveTheme(theme, systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
}

/**
 * Keeps the <html> class in step with the stored theme and, for "system", with the OS
 * preference as it changes. Returns a function that stops listening.
 */
export function syncThemeWithDocument(): () => void {
  applyToDocument(useThemeStore.getState().theme);
  const unsubscribeStore = useThemeStore.subscribe((state) => applyToDocument(state.theme));
  if (typeof window.matchMedia !== 'function') return unsubscribeStore;
  const media = window.matchMedia(DARK_QUERY);
  const handleChange = () => applyToDocument(useThemeStore.getState().theme);
  media.addEventListener('change', handleChange);
  return () => {
    unsubscribeStore();
    media.removeEventListener('change', handleChange);
  };
}
