// What a failed search says, in the reader's language: the engine down, too many searches, or a
// search it refused, naming the filter it could not read when the answer says which.
import { useTranslation } from 'react-i18next';
import { JobSearchFailure } from '../api/search-jobs';

/** The filters a refused search may name, by their request field, and their label's key. */
const FIELD_LABELS = {
  q: 'jobs.filters.keyword',
  location: 'jobs.filters.location',
  withinKm: 'jobSearch.withinKm.label',
  remote: 'jobs.filters.remote',
  type: 'jobs.filters.type',
  experience: 'jobs.filters.experience',
  minSalary: 'jobs.filters.minSalary',
  skills: 'jobs.filters.skills',
  excludeCompanies: 'jobSearch.hidden.label',
  sort: 'jobs.filters.sort',
} as const;

const isNamedField = (field: string | null): field is keyof typeof FIELD_LABELS =>
  field !== null && Object.hasOwn(FIELD_LABELS, field);

export function useSearchFailureText(error: Error | null): { title: string; hint: string } {
  const { t } = useTranslation();
  const hint = t('jobs.results.failedHint');
  if (!(error instanceof JobSearchFailure))
    return { title: t('jobSearch.errors.unavailable'), hint };
  switch (error.reason) {
    case 'rate-limited':
      return { title: t('jobSearch.errors.rateLimited'), hint };
    case 'invalid-query':
      return {
        title: isNamedField(error.field)
          ? t('jobSearch.errors.invalidField', { field: t(FIELD_LABELS[error.field]) })
          : t('jobSearch.errors.invalid'),
        hint: t('jobSearch.errors.invalidHint'),
      };
    default:
      return { title: t('jobSearch.errors.unavailable'), hint };
  }
}
