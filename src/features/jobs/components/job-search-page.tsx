import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, type Job } from '@contracts/job';
import {
  EMPTY_FILTERS,
  JOB_SORTS,
  MAX_FILTER_LENGTH,
  MAX_SKILLS,
  type JobSearchFilters,
} from '@domain/job-search-filters';
import { filtersFromParams, paramsFromFilters } from '@domain/job-search-params';
import { useFormat } from '@/lib/format/use-format';
import { formMessage } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { track } from '@/lib/telemetry';
import * as z from 'zod/mini';
import { useJobCount } from '../api/count-jobs';
import { useJobSearch } from '../api/search-jobs';
import { MIN_SALARY_CHOICES } from '../constants';
import { JobList } from './job-card';
import { useJobVocabulary } from './job-facts';
import './jobs.css';

interface JobSearchPageProps {
  /** The detail page of a job. */
  jobHref: (job: Job) => string;
  renderJobActions?: (job: Job) => ReactNode;
  /** Actions on the search itself (the app's "Save this search"), given its URL query. */
  renderSearchActions?: (query: URLSearchParams) => ReactNode;
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

/** The filter form: the filters as typed (skills as one text, the salary as chosen). */
const draftSchema = z.object({
  q: z.string().check(z.maxLength(MAX_FILTER_LENGTH)),
  location: z.string().check(z.maxLength(MAX_FILTER_LENGTH)),
  remote: z.boolean(),
  type: z.union([z.literal(''), z.enum(JOB_TYPE_VALUES)]),
  experience: z.union([z.literal(''), z.enum(EXPERIENCE_VALUES)]),
  minSalary: z.string(),
  skills: z.string().check(
    z.refine((text) => splitSkills(text).length <= MAX_SKILLS, {
      error: formMessage('jobs.filters.tooManySkills', { count: MAX_SKILLS, max: MAX_SKILLS }),
    }),
  ),
  sort: z.enum(JOB_SORTS),
});
type Draft = z.infer<typeof draftSchema>;

/** Search with every filter in the URL, pages of results and "Load more". */
export function JobSearchPage({
  jobHref,
  renderJobActions,
  renderSearchActions,
}: JobSearchPageProps) {
  const { t } = useTranslation();
  const vocabulary = useJobVocabulary();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = filtersFromParams(params);
  // the back button (or a shared link) changes the URL: the form follows it
  const fromUrl = useMemo(() => toDraft(filtersFromParams(new URLSearchParams(query))), [query]);
  const form = useForm<Draft>({ resolver: formResolver(draftSchema), values: fromUrl });
  const { register, handleSubmit, reset } = form;
  const field = useFieldProps(form);

  const search = useJobSearch(filters);
  const count = useJobCount(filters);
  const jobs = search.data?.pages.flatMap((page) => page.jobs) ?? [];

  const submit = handleSubmit((draft) => {
    const next = filtersFromParams(
      paramsFromFilters({
        ...draft,
        skills: splitSkills(draft.skills),
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
  });

  function clear() {
    reset(toDraft(EMPTY_FILTERS));
    setParams(new URLSearchParams());
  }

  const format = useFormat();
  return (
    <div className="stack">
      <form
        className="filter-grid job-filters"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('jobs.filters.legend')}
      >
        <TextField
          label={t('jobs.filters.keyword')}
          hint={t('jobs.filters.keywordHint')}
          type="search"
          maxLength={MAX_FILTER_LENGTH}
          {...field('q')}
        />
        <TextField
          label={t('jobs.filters.location')}
          hint={t('jobs.filters.locationHint')}
          maxLength={MAX_FILTER_LENGTH}
          {...field('location')}
        />
        <NativeSelect label={t('jobs.filters.type')} {...register('type')}>
          <option value="">{t('jobs.filters.any')}</option>
          {JOB_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {vocabulary.type(type)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={t('jobs.filters.experience')} {...register('experience')}>
          <option value="">{t('jobs.filters.any')}</option>
          {EXPERIENCE_VALUES.map((level) => (
            <option key={level} value={level}>
              {vocabulary.level(level)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={t('jobs.filters.minSalary')} {...register('minSalary')}>
          <option value="">{t('jobs.filters.any')}</option>
          {MIN_SALARY_CHOICES.map((amount) => (
            <option key={amount} value={String(amount)}>
              {vocabulary.salary(amount)}
            </option>
          ))}
        </NativeSelect>
        <TextField
          label={t('jobs.filters.skills')}
          description={t('jobs.filters.skillsHint', { max: MAX_SKILLS })}
          maxLength={MAX_FILTER_LENGTH * MAX_SKILLS}
          {...field('skills')}
        />
        <NativeSelect label={t('jobs.filters.sort')} {...register('sort')}>
          {JOB_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`jobs.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
        <div className="field field-checkbox">
          <input id={`${ids}-remote`} type="checkbox" {...register('remote')} />
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
              {t('jobs.results.count', {
                count: count.data,
                formatted: format.number(count.data),
              })}
            </span>
          ) : null}
        </h2>
        {renderSearchActions ? (
          <div className="search-actions">{renderSearchActions(new URLSearchParams(query))}</div>
        ) : null}
        <QueryState
          query={search}
          failed={t('jobs.results.failed')}
          failedHint={<p>{t('jobs.results.failedHint')}</p>}
          keepData
          loadingLabel={t('jobs.results.loading')}
          isEmpty={() => jobs.length === 0 && !search.hasNextPage}
          empty={
            <div className="empty-state">
              <p>{t('jobs.results.empty')}</p>
              <Button variant="secondary" onClick={clear}>
                {t('jobs.filters.clear')}
              </Button>
            </div>
          }
        >
          {() =>
            jobs.length > 0 ? (
              <JobList jobs={jobs} jobHref={jobHref} renderJobActions={renderJobActions} />
            ) : null
          }
        </QueryState>
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
