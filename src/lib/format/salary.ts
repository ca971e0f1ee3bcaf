import { formatCurrency } from './currency';

/** A yearly salary in the reader's locale, without cents: `$120,000`, `120.000 $`, `120,000 $`. */
export function formatSalary(amount: number, locale: string, currency = 'USD'): string {
  if (!Number.isFinite(amount) || amount <= 0) return '-';
  try {
    return formatCurrency(amount, currency, locale, { maximumFractionDigits: 0 });
  } catch {
    return String(Math.round(amount));
  }
}
