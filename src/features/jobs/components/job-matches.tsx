// "Jobs for your target role": the best matches of some words (a role's title) and a city, from
// the search engine's first page of results.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { Job } from '@contracts/job';
import { EMPTY_FILTERS } from '@domain/job-search-filters';
import { useJobSearch } from '../api/search-jobs';
import { useSearchFailureText } from '../lib/search-failure';
import { JobList, listedJob } from './job-card';
import './jobs.css';

interface JobMatchesProps {
  /** Words to match (e.g. a target role's title) and an optional city. */
  keywords: string;
  location?: string | undefined;
  limit: number;
  jobHref: (job: Job) => string;
  renderJobActions?: (job: Job) => ReactNode;
}

export function JobMatches({
  keywords,
  location,
  limit,
  jobHref,
  renderJobActions,
}: JobMatchesProps) {
  const { t } = useTranslation();
  const search = useJobSearch({ ...EMPTY_FILTERS, q: keywords, location: location ?? '' });
  const failure = useSearchFailureText(search.error);
  return (
    <QueryState query={search} failed={failure.title}>
      {(data) => {
        const jobs = (data.pages[0]?.hits ?? []).slice(0, limit).map(listedJob);
        if (jobs.length === 0) return <p className="muted">{t('jobs.matches.none')}</p>;
        return <JobList jobs={jobs} jobHref={jobHref} renderJobActions={renderJobActions} />;
      }}
    </QueryState>
  );
}
