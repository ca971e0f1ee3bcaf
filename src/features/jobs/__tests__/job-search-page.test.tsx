import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { JobSearchPage } from '../components/job-search-page';
import { JOB_PAGE_SIZE, MAX_SCAN_BATCHES } from '../constants';

const mocks = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getCountFromServer: vi.fn(),
  wheres: [] as unknown[][],
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/telemetry', () => ({ track: vi.fn() }));
vi.mock('firebase/firestore', async () => {
  const { convertedSnapshot, fakeQuery, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    collection: () => fakeRef({ constraints: [] as unknown[] }),
    query: fakeQuery,
    where: (...args: unknown[]) => {
      mocks.wheres.push(args);
      return ['where', ...args];
    },
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    limit: (n: number) => ['limit', n],
    startAfter: (cursor: unknown) => ['startAfter', cursor],
    getDocs: async (query: Parameters<typeof convertedSnapshot>[0]) =>
      convertedSnapshot(
        query,
        (await mocks.getDocs(query)) as Parameters<typeof convertedSnapshot>[1],
      ),
    getCountFromServer: mocks.getCountFromServer,
  };
});

const jobDoc = (n: number) => ({
  id: `job-${n}`,
  data: () => ({
    title: `Frontend Engineer ${n}`,
    company: 'Acme',
    location: 'Berlin, Germany',
    remote: n % 2 === 0,
    description: '<b>not html</b>',
    postedDate: '2026-11-01T00:00:00.000Z',
    applyUrl: 'https://careers.example.com/x',
    salary: 100_000 + n,
    type: 'Full-time',
    skills: ['React'],
    experience: 'Senior',
    keywords: ['frontend', 'engineer', 'react'],
  }),
});
const page = (from: number, count: number) => {
  const docs = Array.from({ length: count }, (_, index) => jobDoc(from + index));
  return { size: docs.length, docs };
};

function renderSearch(route = '/jobs?q=frontend', locale: 'en' | 'ar' = 'en') {
  return renderWithProviders(null, {
    route,
    locale,
    routes: [
      {
        path: '/jobs',
        element: <JobSearchPage jobHref={(job) => `/jobs/${job.id}`} />,
      },
    ],
  });
}

describe('job search page', () => {
  beforeEach(() => {
    mocks.getDocs.mockReset();
    mocks.getCountFromServer.mockReset().mockResolvedValue({ data: () => ({ count: 1234 }) });
    mocks.wheres = [];
  });

  it('searches what the URL says, shows the count and pages of 20 with "Load more"', async () => {
    mocks.getDocs.mockResolvedValueOnce(page(1, JOB_PAGE_SIZE)).mockResolvedValueOnce(page(21, 3));
    await renderSearch('/jobs?q=frontend&remote=1');
    expect(screen.getByLabelText('Keywords')).toHaveValue('frontend');
    expect(screen.getByLabelText('Remote only')).toBeChecked();
    expect(await screen.findByText('Frontend Engineer 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(JOB_PAGE_SIZE);
    expect(await screen.findByText('(1,234 jobs)')).toBeInTheDocument();
    expect(mocks.wheres).toContainEqual(['keywords', 'array-contains', 'frontend']);
    expect(mocks.wheres).toContainEqual(['remote', '==', true]);
    expect(mocks.wheres).toContainEqual(['status', '==', 'open']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Frontend Engineer 23')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(JOB_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts the filters in the URL, and the back button restores the previous search', async () => {
    mocks.getDocs.mockResolvedValue(page(1, 2));
    const { router } = await renderSearch('/jobs?q=frontend');
    await screen.findByText('Frontend Engineer 1');
    const keyword = screen.getByLabelText('Keywords');
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'data');
    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'Contract');
    await userEvent.selectOptions(screen.getByLabelText('Minimum salary'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=data&type=Contract&minSalary=100000'),
    );
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Keywords')).toHaveValue('frontend'));
    expect(screen.getByLabelText('Job type')).toHaveValue('');
  });

  it('a failed search keeps the filters and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.getDocs.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(page(1, 1));
    await renderSearch('/jobs?q=frontend&type=Contract');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be run.');
    expect(screen.getByLabelText('Keywords')).toHaveValue('frontend');
    expect(screen.getByLabelText('Job type')).toHaveValue('Contract');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Frontend Engineer 1')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mocks.getDocs.mockResolvedValue(page(1, 0));
    mocks.getCountFromServer.mockResolvedValue({ data: () => ({ count: 0 }) });
    await renderSearch('/jobs?q=zzz');
    expect(
      await screen.findByText('No jobs match these filters. Try fewer filters or other words.'),
    ).toBeInTheDocument();
  });

  it('a page whose candidates all fail the extra words offers "Load more", not "no jobs"', async () => {
    mocks.getDocs.mockResolvedValue(page(1, JOB_PAGE_SIZE));
    await renderSearch('/jobs?q=frontend+zzzz');
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(mocks.getDocs).toHaveBeenCalledTimes(MAX_SCAN_BATCHES);
    expect(
      screen.queryByText('No jobs match these filters. Try fewer filters or other words.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('refuses more than five skills with a message, keeping what was typed', async () => {
    mocks.getDocs.mockResolvedValue(page(1, 1));
    const { router } = await renderSearch('/jobs');
    const skills = screen.getByLabelText('Skills');
    await userEvent.type(skills, 'a, b, c, d, e, f');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose at most 5 skills.')).toBeInTheDocument();
    expect(skills).toHaveValue('a, b, c, d, e, f');
    expect(router.state.location.search).toBe('');
  });

  it('shows the results in Arabic', async () => {
    mocks.getDocs.mockResolvedValue(page(1, 1));
    await renderSearch('/jobs?q=frontend', 'ar');
    expect(await screen.findByText('Frontend Engineer 1')).toBeInTheDocument();
    expect(screen.queryByText('Keywords')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /بحث/ })).toBeInTheDocument();
  });
});
