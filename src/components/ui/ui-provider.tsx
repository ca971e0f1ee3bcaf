import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * Gives the kit's widgets the current language: their built-in texts, date and number formats,
 * and the reading direction (Arabic lays out right to left). Follows every language switch.
 * Mounted once inside the I18nextProvider.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return <I18nProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</I18nProvider>;
}
