// The renewal day of a feedback discount, as the thank-you note writes it.
import { dateTimeFormat } from '@/lib/format/intl';

/** A renewal day (stored as UTC midnight) in the reader's language, e.g. `22 November 2026`. */
export function formatRenewalDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
