import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import type { Job } from '@contracts/job';
import { EMPTY_FILTERS } from '@domain/job-search-filters';
import { useJobSearch } from '../api/search-jobs';
import { MAX_MATCH_PAGES } from '../constants';
import { JobList } from './job-card';
import './jobs.css';

interface JobMatchesProps {
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
  const found = search.data?.pages.flatMap((page) => page.jobs).length ?? 0;
  const pages = search.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  // words checked on the page may leave a page short: read on, a bounded number of pages
  useEffect(() => {
    if (found < limit && hasNextPage && !isFetchingNextPage && pages < MAX_MATCH_PAGES) {
      void fetchNextPage();
    }
  }, [found, limit, hasNextPage, isFetchingNextPage, pages, fetchNextPage]);
  return (
    <QueryState query={search} failed={t('jobs.results.failed')}>
      {(data) => {
        const jobs = data.pages.flatMap((page) => page.jobs).slice(0, limit);
        if (jobs.length === 0 && (hasNextPage || isFetchingNextPage) && pages < MAX_MATCH_PAGES) {
          return <Spinner label={t('common.loading')} />;
        }
        if (jobs.length === 0) return <p className="muted">{t('jobs.matches.none')}</p>;
        return <JobList jobs={jobs} jobHref={jobHref} renderJobActions={renderJobActions} />;
      }}
    </QueryState>
  );
}
