import type { Currency } from '@contracts/billing';

/**
 * An amount in cents as money in the interface language, with the currency's narrow symbol
 * everywhere (`$79.00`, `79,00 $`, `79.00 US$` in Arabic, where the bare `$` would be
 * ambiguous and the locale data writes US$). A negative amount (a discount) keeps its sign.
 */
export function formatMoney(cents: number, currency: Currency, locale: string): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  // Right to left, the amount is isolated as one left-to-right run (LRI … PDI, the locale's
  // own right-to-left mark dropped): otherwise the bidi algorithm moves the `$` of `US$` to the
  // other side of `US` and the sign of a discount to the far end ("$US 79.00", "US -7.90$").
  return isRightToLeft(locale) ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

function isRightToLeft(locale: string): boolean {
  return ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0]!.toLowerCase());
}

/**
 * A renewal day (ISO text of its 00:00 UTC) as a date in the interface language. Renewal days
 * are UTC days, so they are shown in UTC: the same day for every reader. '-' when unknown.
 */
export function formatDay(iso: string, locale: string): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
