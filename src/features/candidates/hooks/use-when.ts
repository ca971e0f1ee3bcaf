import type { TimestampLike } from '@contracts/fields';
import { formatDate } from '@/lib/format/date';
import { useFormat } from '@/lib/format/use-format';

/** A stored time as a date in the reader's language (`-` when unknown). */
export const dateOf = (time: TimestampLike | null | undefined, language: string) =>
  formatDate(time?.toDate(), language);

/** A moment as the history shows it: the date, then the time, both in the reader's language. */
export function useWhen() {
  const format = useFormat();
  return (time: TimestampLike | null | undefined) => {
    if (!time) return '-';
    const date = time.toDate();
    const day = formatDate(date, format.locale);
    return day === '-' ? day : `${day}, ${format.time(date)}`;
  };
}
