// Money in the reader's language, with the currency's narrow symbol.
import { numberFormat } from './intl';

/**
 * An amount of money in the reader's locale, the currency written as its narrow symbol in every
 * language: `$147,000`, `147.000 $`, `147 000 $`, and `147,000 $` in Arabic too, whose locale data
 * writes the dollar `US$` even as its narrow symbol (the product has one currency, so the bare
 * symbol is unambiguous). Right to left, the amount is isolated as one left-to-right run (LRI …
 * PDI, the locale's own direction marks dropped): otherwise the bidi algorithm moves a symbol or
 * the sign of a negative amount to the other end ("$US 147,000", "-7.90$").
 */
export function formatCurrency(
  amount: number,
  currency: string,
  locale: string,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  const parts = numberFormat(locale, {
    ...options,
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(amount);
  const symbol = narrowSymbol(currency);
  const text = parts
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? symbol : part.value))
    .join('');
  return isRightToLeft(locale) ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : text;
}

/** The currency's narrow symbol as English writes it (`$` for USD, `€` for EUR). */
function narrowSymbol(currency: string): string {
  const parts = numberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

function isRightToLeft(locale: string): boolean {
  return ['ar', 'he', 'fa', 'ur'].includes(locale.split('-')[0]!.toLowerCase());
}
