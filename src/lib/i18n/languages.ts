// The interface languages, their direction and where the chosen one is remembered.
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '@contracts/locales';

/** Each interface language with its own name for itself. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'es', nativeName: 'Español' },
  { code: 'ar', nativeName: 'العربية' },
] as const satisfies readonly { code: Locale; nativeName: string }[];

export type Language = Locale;
export const LANGUAGE_CODES: readonly Language[] = LOCALES;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LOCALE;
export const DEFAULT_NAMESPACE = 'common';
/** Local-storage key remembering the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** The cookie by which Firebase Hosting picks a prerendered page's language (`hosting.i18n`). */
export const LANGUAGE_COOKIE = 'firebase-language-override';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return (RTL_LOCALES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
