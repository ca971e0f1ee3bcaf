import { useTranslation } from 'react-i18next';
import type { TimestampLike } from '@contracts/fields';
import { formatDate } from '@/lib/format/date';

/** A stored time as a date in the reader's language (`-` when unknown). */
export const dateOf = (time: TimestampLike | null | undefined, language: string) =>
  formatDate(time?.toDate(), language);

/** A moment as the history shows it: the date, then the time, both in the reader's language. */
export function useWhen() {
  const { i18n } = useTranslation();
  const clock = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (time: TimestampLike | null | undefined) => {
    if (!time) return '-';
    const date = time.toDate();
    const day = formatDate(date, i18n.language);
    return day === '-' ? day : `${day}, ${clock.format(date)}`;
  };
}
