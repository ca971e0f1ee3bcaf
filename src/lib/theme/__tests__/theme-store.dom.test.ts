import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, initialTheme, THEME_STORAGE_KEY, useThemeStore } from '../theme-store';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockImplementation((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
    })),
  );
}

describe('theme', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('is stored under the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('follows the system preference on a first visit', () => {
    mockSystemDark(true);
    expect(initialTheme()).toBe('dark');
    mockSystemDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('prefers the stored choice over the system preference', () => {
    mockSystemDark(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it('ignores an unreadable stored value', () => {
    mockSystemDark(false);
    localStorage.setItem('theme', 'purple');
    expect(initialTheme()).toBe('light');
  });

  it('toggling stores the choice and applies it to the document', () => {
    useThemeStore.getState().setTheme('light');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('applyTheme sets the data attribute read by the style sheet', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
