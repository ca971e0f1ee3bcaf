// How billing writes money and renewal days in the interface language.
import type { Currency } from '@contracts/billing';
import { formatCurrency } from '@/lib/format/currency';
import { dateTimeFormat } from '@/lib/format/intl';

/**
 * An amount in cents as money in the interface language, with the currency's narrow symbol
 * everywhere (`$79.00`, `79,00 $`, `79.00 $` in Arabic, as one left-to-right run: see
 * formatCurrency). A negative amount (a discount) keeps its sign.
 */
export function formatMoney(cents: number, currency: Currency, locale: string): string {
  return formatCurrency(cents / 100, currency, locale);
}

/**
 * A renewal day (ISO text of its 00:00 UTC) as a date in the interface language. Renewal days
 * are UTC days, so they are shown in UTC: the same day for every reader. '-' when unknown.
 */
export function formatDay(iso: string, locale: string): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
