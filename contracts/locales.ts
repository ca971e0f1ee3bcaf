/** The interface languages; Arabic is the only right-to-left one. */
export const LOCALES = ['en', 'de', 'it', 'fr', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The interface languages written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];
