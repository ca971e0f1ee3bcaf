import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, type Job } from '@/lib/jobs/job';
import { track } from '@/lib/telemetry';
import { useJobCount } from '../api/count-jobs';
import { useJobSearch } from '../api/search-jobs';
import { JOB_SORTS, MAX_FILTER_LENGTH, MAX_SKILLS, MIN_SALARY_CHOICES } from '../constants';
import { filtersFromParams, paramsFromFilters } from '../lib/search-params';
import { EMPTY_FILTERS, type JobSearchFilters } from '../types';
import { JobCard } from './job-card';
import { useJobVocabulary } from './job-facts';

export interface JobSearchPageProps {
  /** The detail page of a job. */
  jobHref: (job: Job) => string;
  renderJobActions?: (job: Job) => ReactNode;
}

interface Draft extends Omit<JobSearchFilters, 'skills' | 'minSalary'> {
  skills: string;
  minSalary: string;
}

const toDraft = (filters: JobSearchFilters): Draft => ({
  ...filters,
  skills: filters.skills.join(', '),
  minSalary: filters.minSalary ? String(filters.minSalary) : '',
});

const splitSkills = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];

/** Search with every filter in the URL, pages of results and "Load more". */
export function JobSearchPage({ jobHref, renderJobActions }: JobSearchPageProps) {
  const { t, i18n } = useTranslation();
  const vocabulary = useJobVocabulary();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = filtersFromParams(params);
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [skillsError, setSkillsError] = useState<string | undefined>();

  // the back button (or a shared link) changes the URL: the form follows it
  useEffect(() => {
    setDraft(toDraft(filtersFromParams(new URLSearchParams(query))));
    setSkillsError(undefined);
  }, [query]);

  const search = useJobSearch(filters);
  const count = useJobCount(filters);
  const jobs = search.data?.pages.flatMap((page) => page.jobs) ?? [];

  function update<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const skills = splitSkills(draft.skills);
    if (skills.length > MAX_SKILLS) {
      setSkillsError(t('jobs.filters.tooManySkills', { max: MAX_SKILLS }));
      return;
    }
    setSkillsError(undefined);
    const next = filtersFromParams(
      paramsFromFilters({
        ...draft,
        skills,
        minSalary: draft.minSalary ? Number(draft.minSalary) : null,
      }),
    );
    track('search', {
      keyword: Boolean(next.q),
      location: Boolean(next.location),
      remote: next.remote,
      skills: next.skills.length,
      sort: next.sort,
    });
    setParams(paramsFromFilters(next));
  }

  function clear() {
    setDraft(toDraft(EMPTY_FILTERS));
    setSkillsError(undefined);
    setParams(new URLSearchParams());
  }

  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <div className="stack">
      <form
        className="filter-grid job-filters"
        onSubmit={submit}
        aria-label={t('jobs.filters.legend')}
      >
        <TextField
          label={t('jobs.filters.keyword')}
          hint={t('jobs.filters.keywordHint')}
          type="search"
          value={draft.q}
          maxLength={MAX_FILTER_LENGTH}
          onChange={(event) => update('q', event.target.value)}
        />
        <TextField
          label={t('jobs.filters.location')}
          hint={t('jobs.filters.locationHint')}
          value={draft.location}
          maxLength={MAX_FILTER_LENGTH}
          onChange={(event) => update('location', event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${ids}-type`}>{t('jobs.filters.type')}</label>
          <select
            id={`${ids}-type`}
            value={draft.type}
            onChange={(event) => update('type', event.target.value as Draft['type'])}
          >
            <option value="">{t('jobs.filters.any')}</option>
            {JOB_TYPE_VALUES.map((type) => (
              <option key={type} value={type}>
                {vocabulary.type(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-experience`}>{t('jobs.filters.experience')}</label>
          <select
            id={`${ids}-experience`}
            value={draft.experience}
            onChange={(event) => update('experience', event.target.value as Draft['experience'])}
          >
            <option value="">{t('jobs.filters.any')}</option>
            {EXPERIENCE_VALUES.map((level) => (
              <option key={level} value={level}>
                {vocabulary.level(level)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-salary`}>{t('jobs.filters.minSalary')}</label>
          <select
            id={`${ids}-salary`}
            value={draft.minSalary}
            onChange={(event) => update('minSalary', event.target.value)}
          >
            <option value="">{t('jobs.filters.any')}</option>
            {MIN_SALARY_CHOICES.map((amount) => (
              <option key={amount} value={String(amount)}>
                {vocabulary.salary(amount)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('jobs.filters.skills')}
          hint={t('jobs.filters.skillsHint', { max: MAX_SKILLS })}
          error={skillsError}
          value={draft.skills}
          maxLength={MAX_FILTER_LENGTH * MAX_SKILLS}
          onChange={(event) => update('skills', event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{t('jobs.filters.sort')}</label>
          <select
            id={`${ids}-sort`}
            value={draft.sort}
            onChange={(event) => update('sort', event.target.value as Draft['sort'])}
          >
            {JOB_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`jobs.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-checkbox">
          <input
            id={`${ids}-remote`}
            type="checkbox"
            checked={draft.remote}
            onChange={(event) => update('remote', event.target.checked)}
          />
          <label htmlFor={`${ids}-remote`}>{t('jobs.filters.remote')}</label>
        </div>
        <div className="filter-actions">
          <Button type="submit">{t('jobs.filters.search')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('jobs.filters.clear')}
          </Button>
        </div>
      </form>

      <section aria-labelledby={`${ids}-results`} className="stack">
        <h2 id={`${ids}-results`}>
          {t('jobs.results.title')}
          {search.isSuccess && typeof count.data === 'number' ? (
            <span className="muted job-count">
              {' '}
              {t('jobs.results.count', { formatted: numbers.format(count.data) })}
            </span>
          ) : null}
        </h2>
        {search.isPending ? <Spinner label={t('jobs.results.loading')} /> : null}
        {search.isError && jobs.length === 0 ? (
          <Alert tone="error" title={t('jobs.results.failed')}>
            <p>{t('jobs.results.failedHint')}</p>
            <Button variant="secondary" onClick={() => void search.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {search.isSuccess && jobs.length === 0 && !search.hasNextPage ? (
          <div className="empty-state">
            <p>{t('jobs.results.empty')}</p>
            <Button variant="secondary" onClick={clear}>
              {t('jobs.filters.clear')}
            </Button>
          </div>
        ) : null}
        {jobs.length > 0 ? (
          <ul className="job-list">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} href={jobHref(job)} actions={renderJobActions?.(job)} />
              </li>
            ))}
          </ul>
        ) : null}
        {search.isFetchNextPageError ? (
          <Alert tone="error" title={t('jobs.results.moreFailed')} />
        ) : null}
        {search.hasNextPage ? (
          <Button
            variant="secondary"
            busy={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {t('jobs.results.loadMore')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
