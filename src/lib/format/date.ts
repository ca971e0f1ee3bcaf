// Dates as the product writes them in lists: a short date in the reader's language.
import { dateTimeFormat } from './intl';

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** Dates travel as ISO 8601 strings (`2026-11-22` or `2026-11-22T10:00:00Z`). */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  return ISO_DATE.test(text) ? new Date(text) : null;
}

/**
 * `-` for an empty or unreadable value, else a short date in the reader's language: `Nov 22, 2026`
 * in English, `22.11.2026`-like in German, Arabic month names in Arabic. Accepts a Date, a time in
 * milliseconds or an ISO 8601 string.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  language = 'en',
): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    const date = toDate(value);
    if (!date || Number.isNaN(date.getTime())) return '-';
    return dateTimeFormat(language, SHORT_DATE).format(date);
  } catch {
    return '-';
  }
}
