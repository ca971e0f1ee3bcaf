import { useFormat } from '@/lib/format/use-format';

/** A date and time in the current language ('—' for none). */
export function useDateTime() {
  const format = useFormat();
  return (iso: string | null | undefined) => {
    if (!iso) return '—';
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '—' : format.dateTime(date);
  };
}
