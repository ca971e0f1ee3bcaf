// The job seeker's search: the filters (every one in the URL, so a search can be shared and the
// back button restores the previous one), keywords and city completed as one types, the search
// engine's ranked results with the matched words marked, their exact count, facet counts on the
// filters, "did you mean", hidden companies, pages by cursor, and a translated message for each
// way a search can fail that keeps what was typed.
import {
  Suspense,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, type Job } from '@contracts/job';
import type { FacetCount } from '@contracts/job-search';
import {
  EMPTY_FILTERS,
  JOB_SORTS,
  MAX_EXCLUDED_COMPANIES,
  MAX_FILTER_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SKILLS,
  WITHIN_KM_CHOICES,
  type JobSearchFilters,
} from '@domain/job-search-filters';
import { filtersFromParams, paramsFromFilters } from '@domain/job-search-params';
import { useFormat } from '@/lib/format/use-format';
import { lazy } from '@/lib/lazy-component';
import { formMessage } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { track } from '@/lib/telemetry';
import * as z from 'zod/mini';
import { useJobSearch } from '../api/search-jobs';
import { MIN_SALARY_CHOICES } from '../constants';
import { useSearchFailureText } from '../lib/search-failure';
import { JobList, listedJob } from './job-card';
import { useJobVocabulary } from './job-facts';
import { HiddenCompanies, SearchRefine } from './search-refine';
import type { SuggestFieldProps } from './suggest-field';
import './jobs.css';

/** Completion comes with react-aria's combobox, loaded after the screen has painted. */
const SuggestField = lazy(() =>
  import('./suggest-field').then((module) => ({ default: module.SuggestField })),
);

/** Where the caret was in the plain field when the completing one replaced it. */
interface HeldCaret {
  start: number | null;
  end: number | null;
}

/**
 * The plain field shown until completion loads. When it leaves while it has the focus (the
 * completion arrived as one was typing), it notes where the caret was, so typing goes on in the
 * field that replaces it.
 */
function PlainSearchField({
  held,
  onChange,
  ...field
}: Omit<SuggestFieldProps, 'kinds'> & { held: RefObject<HeldCaret | null> }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = wrapper.current;
    return () => {
      const input = box?.querySelector('input');
      if (input && input === document.activeElement) {
        held.current = { start: input.selectionStart, end: input.selectionEnd };
      }
    };
  }, [held]);
  return (
    <div ref={wrapper} className="search-field-swap">
      <TextField {...field} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Gives the completing field the focus and caret the plain one had, if it had them. */
function TakeOverFocus({
  held,
  within,
}: {
  held: RefObject<HeldCaret | null>;
  within: RefObject<HTMLDivElement | null>;
}) {
  useLayoutEffect(() => {
    const caret = held.current;
    const input = within.current?.querySelector('input');
    if (!caret || !input) return;
    held.current = null;
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
  }, [held, within]);
  return null;
}

/** A field completed as one types; until its code is there, a plain field takes what is typed. */
function SearchField({ kinds, onChange, ...field }: SuggestFieldProps) {
  const held = useRef<HeldCaret | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <Suspense fallback={<PlainSearchField held={held} onChange={onChange} {...field} />}>
      <div ref={wrapper} className="search-field-swap">
        <SuggestField kinds={kinds} onChange={onChange} {...field} />
      </div>
      <TakeOverFocus held={held} within={wrapper} />
    </Suspense>
  );
}

interface JobSearchPageProps {
  /** The detail page of a job. */
  jobHref: (job: Job) => string;
  renderJobActions?: (job: Job) => ReactNode;
  /** Actions on the whole search (e.g. "Save this search"), shown beside the count of results. */
  renderSearchActions?: (query: URLSearchParams) => ReactNode;
}

const toDraft = (filters: JobSearchFilters): Draft => ({
  q: filters.q,
  location: filters.location,
  withinKm: filters.withinKm ? String(filters.withinKm) : '',
  remote: filters.remote,
  type: filters.type,
  experience: filters.experience,
  minSalary: filters.minSalary ? String(filters.minSalary) : '',
  skills: filters.skills.join(', '),
  sort: filters.sort,
});

const splitSkills = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
  ),
];

/** The filter form: the filters as typed (skills as one text, numbers as chosen). */
const draftSchema = z.object({
  q: z.string().check(z.maxLength(MAX_QUERY_LENGTH)),
  location: z.string().check(z.maxLength(MAX_FILTER_LENGTH)),
  withinKm: z.string(),
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

/** How many jobs a filter's value would give: none when the facet does not list it. */
const countOf = (facet: readonly FacetCount[] | undefined, value: string) =>
  facet ? (facet.find((entry) => entry.value === value)?.count ?? 0) : undefined;

export function JobSearchPage({
  jobHref,
  renderJobActions,
  renderSearchActions,
}: JobSearchPageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const vocabulary = useJobVocabulary();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  // the back button (or a shared link) changes the URL: the form follows it
  const fromUrl = useMemo(() => toDraft(filters), [filters]);
  const form = useForm<Draft>({ resolver: formResolver(draftSchema), values: fromUrl });
  const { register, handleSubmit, reset, control } = form;
  const field = useFieldProps(form);
  const typedLocation = useWatch({ control, name: 'location' });

  const search = useJobSearch(filters);
  const failure = useSearchFailureText(search.error);
  // a next page that failed leaves the pages found so far, their count and facets
  const failed = search.isError && !search.isFetchNextPageError;
  const firstPage = search.data?.pages[0];
  const facets = firstPage?.facets;
  const hits = search.data?.pages.flatMap((page) => page.hits) ?? [];
  const jobs = hits.map(listedJob);

  const show = (next: JobSearchFilters) => setParams(paramsFromFilters(next));

  const submit = handleSubmit((draft) => {
    const next = filtersFromParams(
      paramsFromFilters({
        ...draft,
        withinKm: (Number(draft.withinKm) || null) as JobSearchFilters['withinKm'],
        skills: splitSkills(draft.skills),
        minSalary: draft.minSalary ? Number(draft.minSalary) : null,
        excludeCompanies: filters.excludeCompanies,
      }),
    );
    track('search', {
      keyword: Boolean(next.q),
      location: Boolean(next.location),
      remote: next.remote,
      skills: next.skills.length,
      sort: next.sort,
    });
    show(next);
  });

  function clear() {
    reset(toDraft(EMPTY_FILTERS));
    setParams(new URLSearchParams());
  }

  const withCount = (label: string, count: number | undefined) =>
    count === undefined
      ? label
      : t('jobSearch.facets.option', { label, count: format.number(count) });
  const salaryChoices = [
    ...new Set([...MIN_SALARY_CHOICES, ...(filters.minSalary ? [filters.minSalary] : [])]),
  ].sort((a, b) => a - b);
  const canHide = filters.excludeCompanies.length < MAX_EXCLUDED_COMPANIES;

  function jobActions(job: Job) {
    return (
      <>
        {renderJobActions?.(job)}
        {canHide && job.company ? (
          <Button
            variant="ghost"
            aria-label={t('jobSearch.hidden.hide', { company: job.company })}
            onClick={() =>
              show({ ...filters, excludeCompanies: [...filters.excludeCompanies, job.company] })
            }
          >
            {t('jobSearch.hidden.hideShort')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="stack">
      <form
        className="filter-grid job-filters"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('jobs.filters.legend')}
      >
        <Controller
          control={control}
          name="q"
          render={({ field: { value, onChange, onBlur, name, ref }, fieldState }) => (
            <SearchField
              label={t('jobs.filters.keyword')}
              description={t('jobs.filters.keywordHint')}
              kinds={['titles', 'skills']}
              maxLength={MAX_QUERY_LENGTH}
              error={fieldState.error?.message}
              {...{ value, onChange, onBlur, name, ref }}
            />
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field: { value, onChange, onBlur, name, ref } }) => (
            <SearchField
              label={t('jobs.filters.location')}
              description={t('jobs.filters.locationHint')}
              kinds={['places']}
              maxLength={MAX_FILTER_LENGTH}
              {...{ value, onChange, onBlur, name, ref }}
            />
          )}
        />
        {typedLocation.trim() ? (
          <NativeSelect label={t('jobSearch.withinKm.label')} {...register('withinKm')}>
            <option value="">{t('jobSearch.withinKm.cityOnly')}</option>
            {WITHIN_KM_CHOICES.map((km) => (
              <option key={km} value={String(km)}>
                {t('jobSearch.withinKm.option', { distance: format.number(km) })}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <NativeSelect label={t('jobs.filters.type')} {...register('type')}>
          <option value="">{t('jobs.filters.any')}</option>
          {JOB_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {withCount(vocabulary.type(type), countOf(facets?.type, type))}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={t('jobs.filters.experience')} {...register('experience')}>
          <option value="">{t('jobs.filters.any')}</option>
          {EXPERIENCE_VALUES.map((level) => (
            <option key={level} value={level}>
              {withCount(vocabulary.level(level), countOf(facets?.experience, level))}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={t('jobs.filters.minSalary')} {...register('minSalary')}>
          <option value="">{t('jobs.filters.any')}</option>
          {salaryChoices.map((amount) => (
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
          <label htmlFor={`${ids}-remote`}>
            {withCount(t('jobs.filters.remote'), countOf(facets?.remote, 'true'))}
          </label>
        </div>
        <div className="filter-actions">
          <Button type="submit">{t('jobs.filters.search')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('jobs.filters.clear')}
          </Button>
        </div>
      </form>

      <HiddenCompanies
        companies={filters.excludeCompanies}
        onShow={(company) =>
          show({
            ...filters,
            excludeCompanies: filters.excludeCompanies.filter((name) => name !== company),
          })
        }
      />

      <section aria-labelledby={`${ids}-results`} className="stack">
        <div className="search-results-head">
          <h2 id={`${ids}-results`}>
            {t('jobs.results.title')}
            {firstPage && !failed ? (
              <span className="muted job-count">
                {' '}
                {t('jobs.results.count', {
                  count: firstPage.total,
                  formatted: format.number(firstPage.total),
                })}
              </span>
            ) : null}
          </h2>
          {renderSearchActions ? (
            <div className="search-actions">{renderSearchActions(new URLSearchParams(query))}</div>
          ) : null}
        </div>
        {firstPage?.didYouMean && !failed ? (
          <p className="did-you-mean">
            <Trans
              i18nKey="jobSearch.didYouMean"
              values={{ query: firstPage.didYouMean }}
              components={{
                suggestion: (
                  <Link
                    to={{
                      search: paramsFromFilters({ ...filters, q: firstPage.didYouMean }).toString(),
                    }}
                  />
                ),
              }}
            />
          </p>
        ) : null}
        <div className="search-layout">
          <div className="stack search-hits">
            <QueryState
              query={search}
              failed={failure.title}
              failedHint={<p>{failure.hint}</p>}
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
                  <JobList jobs={jobs} jobHref={jobHref} renderJobActions={jobActions} />
                ) : null
              }
            </QueryState>
            {search.isFetchNextPageError ? (
              <Alert tone="error" title={failure.title}>
                <Button variant="secondary" onClick={() => void search.fetchNextPage()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : search.hasNextPage ? (
              <Button
                variant="secondary"
                busy={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
              >
                {t('jobs.results.loadMore')}
              </Button>
            ) : null}
          </div>
          {facets && !failed ? <SearchRefine facets={facets} filters={filters} /> : null}
        </div>
      </section>
    </div>
  );
}
