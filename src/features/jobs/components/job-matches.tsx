import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Job } from '@/lib/jobs/job';
import { useJobSearch } from '../api/search-jobs';
import { EMPTY_FILTERS } from '../types';
import { JobCard } from './job-card';

export interface JobMatchesProps {
  /** Words to match (e.g. a target role's title) and an optional city. */
  keywords: string;
  location?: string | undefined;
  limit: number;
  jobHref: (job: Job) => string;
  renderJobActions?: (job: Job) => ReactNode;
}

/** The newest jobs matching some words: "jobs for your target role". */
export function JobMatches({
  keywords,
  location,
  limit,
  jobHref,
  renderJobActions,
}: JobMatchesProps) {
  const { t } = useTranslation();
  const search = useJobSearch({ ...EMPTY_FILTERS, q: keywords, location: location ?? '' });
  if (search.isPending) return <Spinner label={t('common.loading')} />;
  if (search.isError) {
    return (
      <Alert tone="error" title={t('jobs.results.failed')}>
        <Button variant="secondary" onClick={() => void search.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const jobs = search.data.pages.flatMap((page) => page.jobs).slice(0, limit);
  if (jobs.length === 0) return <p className="muted">{t('jobs.matches.none')}</p>;
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={jobHref(job)} actions={renderJobActions?.(job)} />
        </li>
      ))}
    </ul>
  );
}
