// The light or dark theme: stored in localStorage, applied to <html data-theme>, read by components.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

type Theme = 'light' | 'dark';
/** Local-storage key of the theme; index.html reads it before first paint. */
export const THEME_STORAGE_KEY = 'theme';

function systemTheme(): Theme {
  return typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function initialTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage blocked
  }
  return systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: initialTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // storage blocked: the choice lasts for this visit only
    }
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** The theme the build's prerendered pages are rendered in (index.html's script sets the real one). */
const PRERENDERED_THEME: Theme = 'light';

/**
 * The theme, for what a component renders from it: while React takes over a prerendered page it is
 * the prerendered one (so the markup matches), and the stored one right after.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(
    useThemeStore.subscribe,
    () => useThemeStore.getState().theme,
    () => PRERENDERED_THEME,
  );
}
