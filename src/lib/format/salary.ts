/** A yearly salary in the reader's locale, without cents: `$120,000`, `120.000 $`, `١٢٠٬٠٠٠ US$`. */
export function formatSalary(amount: number, locale: string, currency = 'USD'): string {
  if (!Number.isFinite(amount) || amount <= 0) return '-';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return String(Math.round(amount));
  }
}
