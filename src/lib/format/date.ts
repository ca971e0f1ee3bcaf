const US_SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** `-` for an empty or unreadable value, else a short US-style date such as `Nov 22, 2026`. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '-';
    return US_SHORT_DATE.format(date);
  } catch {
    return '-';
  }
}
