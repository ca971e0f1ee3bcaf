// A saved search in words, from its URL query: "react · Berlin · Remote · Full-time" (the
// filters it has, in the interface language), or "All jobs" when it has none. It names a new
// saved search by default and sums one up in the list.
import { useTranslation } from 'react-i18next';
import { filtersFromParams } from '@domain/job-search-params';
import { useFormat } from '@/lib/format/use-format';

export function useSearchSummary(): (query: string) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (query) => {
    const filters = filtersFromParams(new URLSearchParams(query));
    const parts = [
      filters.q,
      filters.location,
      filters.remote ? t('savedSearches.summary.remote') : '',
      filters.type,
      filters.experience,
      filters.minSalary
        ? t('savedSearches.summary.minSalary', { amount: format.number(filters.minSalary) })
        : '',
      filters.skills.join(', '),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('savedSearches.summary.all');
  };
}
