// The search screen against a faked search API (fetch): ranked results with their highlights,
// count and facet counts, "did you mean", hidden companies, the distance from a city, pages by
// cursor, autocomplete by keyboard, and every failure's message keeping what was typed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  JobSearchFacets,
  JobSearchHit,
  JobSearchResponse,
  JobSuggestResponse,
} from '@contracts/job-search';
import { renderWithProviders } from '@/testing/test-utils';
import { JobSearchPage } from '../components/job-search-page';
import { JOB_PAGE_SIZE, SUGGEST_DEBOUNCE_MS } from '../constants';

vi.mock('@/lib/telemetry', () => ({ track: vi.fn() }));
vi.mock('@/lib/firebase/auth', () => ({
  getFirebaseAuth: () => ({ currentUser: { getIdToken: () => Promise.resolve('id-token') } }),
}));

const NO_FACETS: JobSearchFacets = {
  type: [],
  experience: [],
  remote: [],
  city: [],
  salaryBand: [],
  skill: [],
};

const hit = (n: number, company = 'Acme'): JobSearchHit => ({
  id: `job-${n}`,
  title: `Frontend Engineer ${n}`,
  company,
  companyId: '',
  location: 'Berlin, Germany',
  remote: false,
  type: 'Full-time',
  experience: 'Senior',
  salary: 100_000,
  skills: ['React'],
  postedDate: '2026-11-01T00:00:00.000Z',
  applyUrl: 'https://careers.example.com/x',
  titleHighlight: [
    { text: 'Frontend', hit: true },
    { text: ` Engineer ${n}`, hit: false },
  ],
  snippet: [
    { text: 'Build the ', hit: false },
    { text: '<b>frontend</b>', hit: true },
    { text: ' of a design system.', hit: false },
  ],
});

const answer = (over: Partial<JobSearchResponse> = {}): JobSearchResponse => ({
  hits: [hit(1)],
  total: 1,
  facets: NO_FACETS,
  nextCursor: null,
  didYouMean: null,
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The faked API: search answers come from `search`, suggestions from `suggest`. */
const api = vi.hoisted(() => ({
  search: vi.fn<(query: URLSearchParams, headers: Headers) => Response | Promise<Response>>(),
  suggest: vi.fn<(query: URLSearchParams) => JobSuggestResponse>(),
}));

/** The search requests made, as query strings. */
const searches = () => api.search.mock.calls.map(([query]) => Object.fromEntries(query.entries()));

beforeEach(() => {
  api.search.mockReset().mockImplementation(() => json(answer()));
  api.suggest.mockReset().mockReturnValue({ titles: [], skills: [], places: [] });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/jobs/search') {
      return api.search(url.searchParams, new Headers(init.headers));
    }
    if (url.pathname === '/api/jobs/suggest') return json(api.suggest(url.searchParams));
    return json({ error: 'not-found' }, 404);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The screen at `route`, once its completed fields have loaded. */
async function renderSearch(
  route = '/jobs?q=frontend',
  locale: 'en' | 'ar' = 'en',
  renderSearchActions?: (query: URLSearchParams) => React.ReactNode,
) {
  const rendered = await renderWithProviders(null, {
    route,
    locale,
    routes: [
      {
        path: '/jobs',
        element: (
          <JobSearchPage
            jobHref={(job) => `/jobs/${job.id}`}
            {...(renderSearchActions ? { renderSearchActions } : {})}
          />
        ),
      },
    ],
  });
  // keywords and city become comboboxes (inputs; the other comboboxes are selects)
  await waitFor(() =>
    expect(
      screen.getAllByRole('combobox').filter((element) => element.tagName === 'INPUT'),
    ).toHaveLength(2),
  );
  return rendered;
}

const user = () => userEvent.setup({ delay: null });

describe('job search page', () => {
  it('asks the API for what the URL says and shows ranked results, matched words marked', async () => {
    api.search.mockImplementation(() => json(answer({ total: 1234 })));
    await renderSearch('/jobs?q=frontend&remote=1&skills=React,CSS');
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('frontend');
    expect(await screen.findByText('(1,234 jobs)')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Frontend Engineer 1' });
    expect(within(card).getByText('Frontend', { selector: 'mark' })).toBeInTheDocument();
    // a highlight is text, never HTML
    expect(within(card).getByText('<b>frontend</b>', { selector: 'mark' })).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(searches()).toEqual([
      {
        q: 'frontend',
        remote: 'true',
        skills: 'CSS',
        sort: 'relevance',
        limit: String(JOB_PAGE_SIZE),
      },
    ]);
    expect(api.search.mock.calls[0]?.[0].getAll('skills')).toEqual(['React', 'CSS']);
    // signed in, the search counts against the person's own, higher, rate
    expect(api.search.mock.calls[0]?.[1].get('Authorization')).toBe('Bearer id-token');
  });

  it('shows the facet counts on the filters and links that narrow the search', async () => {
    api.search.mockImplementation(() =>
      json(
        answer({
          total: 530,
          facets: {
            type: [
              { value: 'Full-time', count: 412 },
              { value: 'Contract', count: 118 },
            ],
            experience: [{ value: 'Senior', count: 200 }],
            remote: [
              { value: 'true', count: 120 },
              { value: 'false', count: 410 },
            ],
            city: [{ value: 'Berlin', count: 42 }],
            salaryBand: [
              { value: '0', count: 30 },
              { value: '50000', count: 300 },
              { value: '100000', count: 200 },
            ],
            skill: [{ value: 'TypeScript', count: 80 }],
          },
        }),
      ),
    );
    await renderSearch('/jobs?q=frontend');
    const type = screen.getByRole('combobox', { name: 'Job type' });
    expect(await within(type).findByRole('option', { name: 'Full-time (412)' })).toBeVisible();
    expect(within(type).getByRole('option', { name: 'Contract (118)' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Internship (0)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Experience level' })).getByRole('option', {
        name: 'Senior (200)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Remote only (120)')).not.toBeChecked();
    const refine = screen.getByRole('navigation', { name: 'Refine the results' });
    expect(within(refine).getByRole('link', { name: 'Berlin (42)' })).toHaveAttribute(
      'href',
      '/jobs?q=frontend&location=Berlin',
    );
    // a minimum salary keeps every band above it
    expect(within(refine).getByRole('link', { name: 'From $50,000 (500)' })).toHaveAttribute(
      'href',
      '/jobs?q=frontend&minSalary=50000',
    );
    expect(within(refine).getByRole('link', { name: 'TypeScript (80)' })).toHaveAttribute(
      'href',
      '/jobs?q=frontend&skills=TypeScript',
    );
  });

  it('offers the corrected words as a link that searches for them', async () => {
    api.search.mockImplementation((query) =>
      json(
        query.get('q') === 'fronted developr'
          ? answer({ hits: [], total: 0, didYouMean: 'frontend developer' })
          : answer(),
      ),
    );
    const { router } = await renderSearch('/jobs?q=fronted+developr&type=Contract');
    const link = await screen.findByRole('link', { name: 'frontend developer' });
    expect(link.closest('p')).toHaveTextContent('Did you mean frontend developer?');
    await user().click(link);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=frontend+developer&type=Contract'),
    );
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('frontend developer');
    expect(await screen.findByRole('article', { name: 'Frontend Engineer 1' })).toBeVisible();
  });

  it('sends -words as typed, hides a company from a card and shows it again from its chip', async () => {
    const { router } = await renderSearch('/jobs');
    const keyword = screen.getByRole('combobox', { name: 'Keywords' });
    // Enter searches, the list of suggestions open or not
    await user().type(keyword, 'designer -agency{Enter}');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ q: 'designer -agency' }));

    await user().click(await screen.findByRole('button', { name: 'Hide company: Acme' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=designer+-agency&excludeCompanies=Acme'),
    );
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ excludeCompanies: 'Acme' }));
    const hidden = screen.getByRole('list', { name: 'Hidden companies:' });
    expect(within(hidden).getByRole('listitem')).toHaveTextContent('Acme');
    // a new search keeps the hidden companies
    await user().clear(keyword);
    await user().type(keyword, 'designer{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=designer&excludeCompanies=Acme'),
    );
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ q: 'designer', excludeCompanies: 'Acme' }),
    );
    await user().click(screen.getByRole('button', { name: 'Show jobs from Acme again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=designer'));
    expect(screen.queryByRole('list', { name: 'Hidden companies:' })).not.toBeInTheDocument();
  });

  it('offers "within N km" only once a city is typed, and searches within it', async () => {
    api.search.mockImplementation(() => json(answer({ hits: [{ ...hit(1), distanceKm: 12.4 }] })));
    const { router } = await renderSearch('/jobs');
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument();
    await user().type(screen.getByRole('combobox', { name: 'City' }), 'Zürich{Escape}');
    const distance = screen.getByRole('combobox', { name: 'Distance' });
    expect(
      within(distance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['This city only', 'Within 10 km', 'Within 25 km', 'Within 50 km', 'Within 100 km']);
    await user().selectOptions(distance, '25');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Z%C3%BCrich&withinKm=25'),
    );
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ location: 'Zürich', withinKm: '25' }),
    );
    expect(await screen.findByText('Acme · 12 km away')).toBeInTheDocument();
    await user().clear(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument();
  });

  it('loads the next page by its cursor with "Load more" until the last page', async () => {
    const first = Array.from({ length: JOB_PAGE_SIZE }, (_, n) => hit(n + 1));
    api.search.mockImplementation((query) =>
      json(
        query.get('cursor') === 'page-2'
          ? answer({ hits: [hit(21), hit(22)], total: 22 })
          : answer({ hits: first, total: 22, nextCursor: 'page-2' }),
      ),
    );
    await renderSearch('/jobs?q=frontend');
    expect(await screen.findAllByRole('article')).toHaveLength(JOB_PAGE_SIZE);
    await user().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Frontend Engineer 22' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(searches().at(-1)).toMatchObject({ q: 'frontend', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('(22 jobs)')).toBeInTheDocument();
  });

  it('does not open suggestions after Enter over the results asked for, even when Enter comes first', async () => {
    api.suggest.mockReturnValue({ titles: ['Frontend Developer'], skills: [], places: [] });
    const { router } = await renderSearch('/jobs');
    const keyword = screen.getByRole('combobox', { name: 'Keywords' });
    const form = screen.getByRole('form', { name: 'Search filters' });
    await user().click(keyword);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A busy browser handles a key before the render the typing asked for (input first), so Enter
    // finds the list not yet open and the form submits itself; the list would open after it.
    await act(async () => {
      fireEvent.change(keyword, { target: { value: 'fronted' } });
      fireEvent.keyDown(keyword, { key: 'Enter' });
      fireEvent.submit(form);
      await Promise.resolve();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?q=fronted');
    // the pause passes: nobody asks for suggestions, and the list stays closed over the results
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10));
    vi.useRealTimers();
    expect(await screen.findByRole('article', { name: 'Frontend Engineer 1' })).toBeVisible();
    expect(api.suggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(keyword).toHaveAttribute('aria-expanded', 'false');
    expect(keyword).toHaveValue('fronted');
    // typing again completes again
    await user().type(keyword, 'x');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await waitFor(() => expect(api.suggest.mock.calls.at(-1)?.[0].get('q')).toBe('frontedx'));
  });

  it('completes the keywords once typing pauses, by keyboard, and Escape closes the list', async () => {
    api.suggest.mockReturnValue({
      titles: ['Frontend Developer', 'Frontend Engineer'],
      skills: ['Front-end testing'],
      places: [],
    });
    await renderSearch('/jobs');
    const keyword = screen.getByRole('combobox', { name: 'Keywords' });
    await user().click(keyword);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['f', 'fr', 'fro']) fireEvent.change(keyword, { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1));
    expect(api.suggest).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // the answer arrives (React Query tells its observers on a timer too)
    await act(() => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();
    const list = screen.getByRole('listbox');
    expect(api.suggest).toHaveBeenCalledTimes(1);
    expect(api.suggest.mock.calls[0]?.[0].get('q')).toBe('fro');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Frontend DeveloperJob title',
      'Frontend EngineerJob title',
      'Front-end testingSkill',
    ]);
    expect(keyword).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard('{ArrowDown}{ArrowDown}');
    expect(keyword).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: /Frontend Engineer/ }).id,
    );
    await user().keyboard('{Enter}');
    expect(keyword).toHaveValue('Frontend Engineer');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user().type(keyword, 'x');
    await user().clear(keyword);
    await user().type(keyword, 'fro');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(keyword).toHaveValue('fro');
  });

  it('the engine down: a translated message and a retry, the typed search kept', async () => {
    api.search
      .mockImplementationOnce(() => json({ error: 'unavailable' }, 503))
      .mockImplementation(() => json(answer()));
    await renderSearch('/jobs?q=data+engineer&type=Contract');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is unavailable right now. Try again in a moment.');
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('data engineer');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('Contract');
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Frontend Engineer 1' })).toBeVisible();
  });

  it('no answer at all reads as the engine down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.search.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderSearch('/jobs?q=frontend');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now.');
  });

  it('too many searches: says to wait, keeping the typed search', async () => {
    const { router } = await renderSearch('/jobs');
    api.search.mockImplementation(() => json({ error: 'rate-limited' }, 429));
    const keyword = screen.getByRole('combobox', { name: 'Keywords' });
    await user().type(keyword, 'nurse{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches in a short time. Wait a minute, then try again.',
    );
    expect(keyword).toHaveValue('nurse');
    expect(router.state.location.search).toBe('?q=nurse');
  });

  it('a refused search names the filter it could not read, keeping the typed search', async () => {
    api.search.mockImplementation(() => json({ error: 'invalid-query', field: 'q' }, 400));
    await renderSearch('/jobs?q=%22unclosed&location=Paris');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This search could not be run: check “Keywords”.',
    );
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('"unclosed');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Paris');
    api.search.mockImplementation(() => json({ error: 'invalid-query' }, 400));
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This search could not be run. Check the keywords and filters.',
      ),
    );
  });

  it('puts the filters in the URL, and the back button restores the previous search', async () => {
    const { router } = await renderSearch('/jobs?q=frontend');
    await screen.findByRole('article', { name: 'Frontend Engineer 1' });
    const keyword = screen.getByRole('combobox', { name: 'Keywords' });
    await user().clear(keyword);
    await user().type(keyword, 'data{Escape}');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Contract');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=data&type=Contract&sort=newest'),
    );
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ q: 'data', sort: 'newest' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=frontend'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('frontend'),
    );
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('says so when nothing matches', async () => {
    api.search.mockImplementation(() => json(answer({ hits: [], total: 0 })));
    await renderSearch('/jobs?q=zzz');
    expect(
      await screen.findByText('No jobs match these filters. Try fewer filters or other words.'),
    ).toBeInTheDocument();
    expect(screen.getByText('(0 jobs)')).toBeInTheDocument();
  });

  it('refuses more than five skills with a message, keeping what was typed', async () => {
    const { router } = await renderSearch('/jobs');
    const skills = screen.getByRole('textbox', { name: 'Skills' });
    await user().type(skills, 'a, b, c, d, e, f');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose at most 5 skills.')).toBeInTheDocument();
    expect(skills).toHaveValue('a, b, c, d, e, f');
    expect(router.state.location.search).toBe('');
  });

  it("gives the app's search actions the URL's query, beside the count", async () => {
    await renderSearch('/jobs?q=frontend&location=Lyon', 'en', (query) => (
      <button type="button">Save {query.toString()}</button>
    ));
    const results = await screen.findByRole('region', { name: /^Results/ });
    expect(await within(results).findByRole('heading', { level: 2 })).toHaveTextContent(
      'Results (1 job)',
    );
    expect(
      within(results).getByRole('button', { name: 'Save q=frontend&location=Lyon' }),
    ).toBeVisible();
  });

  it('shows the results and their count in Arabic', async () => {
    api.search.mockImplementation(() =>
      json(
        answer({ total: 3, facets: { ...NO_FACETS, type: [{ value: 'Full-time', count: 3 }] } }),
      ),
    );
    await renderSearch('/jobs?q=frontend', 'ar');
    expect(await screen.findByRole('article', { name: 'Frontend Engineer 1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('عدد الوظائف');
    expect(screen.queryByText('Keywords')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /بحث/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /دوام كامل \(/ })).toBeInTheDocument();
  });
});
