// Formatters for the interface language, for components and hooks: dates, times, numbers,
// percentages, money, lists and language names, each from the shared cache of
// Intl formatters (./intl), so a render creates none.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from './currency';
import { dateTimeFormat, displayNames, listFormat, numberFormat } from './intl';

type Moment = Date | number | string;

const toDate = (value: Moment) => (value instanceof Date ? value : new Date(value));

/** The interface language's formatters; the same object until the language changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, options).format(value),
      /** A fraction as a percentage: 0.25 → `25%`. */
      percent: (fraction: number, options?: Intl.NumberFormatOptions) =>
        numberFormat(locale, { style: 'percent', ...options }).format(fraction),
      /** An amount of money with the currency's narrow symbol (see formatCurrency). */
      money: (amount: number, currency: string, options?: Parameters<typeof formatCurrency>[3]) =>
        formatCurrency(amount, currency, locale, options),
      /** A date; the options, when given, replace the medium date style. */
      date: (value: Moment, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
        dateTimeFormat(locale, options).format(toDate(value)),
      /** A date and time; the options, when given, replace the medium date and short time. */
      dateTime: (
        value: Moment,
        options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
      ) => dateTimeFormat(locale, options).format(toDate(value)),
      /** A time of day: `9:30 AM`, `09:30`. */
      time: (
        value: Moment,
        options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' },
      ) => dateTimeFormat(locale, options).format(toDate(value)),
      /** Items joined as the language joins a list: `a, b and c`. */
      list: (items: readonly string[], options?: Intl.ListFormatOptions) =>
        listFormat(locale, options).format(items),
      /** A language's name in the interface language (`de` → `German`); the code when unknown. */
      languageName: (code: string) => displayNames(locale, { type: 'language' }).of(code) ?? code,
    }),
    [locale],
  );
}
