import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { JobDetailPage } from '../components/job-detail-page';

const mocks = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('@/lib/telemetry', () => ({ track: vi.fn() }));
vi.mock('firebase/firestore', async () => {
  const { convertedDoc, fakeRef } = await import('@/testing/firestore-fakes');
  return {
    doc: (_db: unknown, path: string) => fakeRef({ path }),
    getDoc: async (ref: Parameters<typeof convertedDoc>[0]) =>
      convertedDoc(ref, (await mocks.getDoc(ref)) as Parameters<typeof convertedDoc>[1]),
  };
});

const stored = (data: Record<string, unknown>) => ({
  id: 'job-7',
  exists: () => true,
  data: () => data,
});
const job = {
  title: 'Data Scientist',
  company: 'Contoso',
  location: 'Lyon, France',
  remote: false,
  description: '<img src=x onerror=alert(1)>\n\nSecond paragraph',
  postedDate: '2026-11-02T09:00:00.000Z',
  applyUrl: 'https://careers.example.com/contoso/job-7',
  salary: 98_000,
  type: 'Part-time',
  skills: ['Python', 'SQL'],
  experience: 'Entry level',
};

/** Contoso's job, and Contoso's response rate (companyStats) with a promise of 5 days. */
const storeWithRate = (responseRate: number | null) =>
  mocks.getDoc.mockImplementation((ref?: { path: string }) =>
    Promise.resolve(
      ref?.path === 'companyStats/contoso'
        ? { id: 'contoso', exists: () => true, data: () => ({ responseRate, promiseDays: 5 }) }
        : stored({ ...job, companyId: 'contoso' }),
    ),
  );

const renderDetail = (locale: 'en' | 'de' = 'en') =>
  renderWithProviders(<JobDetailPage jobId="job-7" backTo="/jobs?q=data" />, { locale });

describe('job detail', () => {
  beforeEach(() => mocks.getDoc.mockReset());

  it('shows every field; the description as text; pay and date formatted', async () => {
    mocks.getDoc.mockResolvedValue(stored(job));
    const { container } = await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Data Scientist' })).toBeInTheDocument();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('$98,000')).toBeInTheDocument();
    expect(screen.getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Part-time')).toBeInTheDocument();
    expect(screen.getByText('Entry level')).toBeInTheDocument();
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
      'href',
      '/jobs?q=data',
    );
  });

  it('"Apply" opens the job’s page in a new tab without giving it this window', async () => {
    mocks.getDoc.mockResolvedValue(stored(job));
    await renderDetail();
    const apply = await screen.findByRole('link', { name: /Apply/ });
    expect(apply).toHaveAttribute('href', job.applyUrl);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links a javascript: apply URL', async () => {
    mocks.getDoc.mockResolvedValue(stored({ ...job, applyUrl: 'javascript:alert(1)' }));
    await renderDetail();
    await screen.findByRole('heading', { name: 'Data Scientist' });
    expect(screen.queryByRole('link', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it('formats pay for the reader’s language and translates the type', async () => {
    mocks.getDoc.mockResolvedValue(stored(job));
    await renderDetail('de');
    expect(await screen.findByText(/98\.000\s\$/)).toBeInTheDocument();
    expect(screen.queryByText('Part-time')).not.toBeInTheDocument();
  });

  it('says when the job does not exist', async () => {
    mocks.getDoc.mockResolvedValue({ id: 'job-7', exists: () => false, data: () => undefined });
    await renderDetail();
    expect(await screen.findByText('This job no longer exists.')).toBeInTheDocument();
  });

  it('shows the company’s response rate with what it means', async () => {
    storeWithRate(0.8);
    await renderDetail();
    expect(
      await screen.findByText('Answers 80% of applications within 5 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('What does this mean?')).toBeInTheDocument();
    expect(screen.getByText(/share of applications of the last 90 days/)).toBeInTheDocument();
  });

  it('shows no rate while the company has too few judged applications', async () => {
    storeWithRate(null);
    await renderDetail();
    await screen.findByRole('heading', { name: 'Data Scientist' });
    await waitFor(() => expect(mocks.getDoc).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/of applications within/)).toBeNull();
  });
});
