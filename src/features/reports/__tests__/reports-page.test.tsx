import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import type { HiringReportResult } from '@contracts/reports';
import { computeHiringReport } from '@domain/reports';
import { catchDownloads, stubResizeObserver, type CaughtDownload } from '@/testing/browser-fakes';
import { renderWithProviders } from '@/testing/test-utils';
import { ReportsPage } from '../components/reports-page';

const mocks = vi.hoisted(() => ({
  callFunction: vi.fn((_name: string, _input: unknown): Promise<unknown> => Promise.resolve({})),
}));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: mocks.callFunction }));

const NOW = new Date('2026-11-22T10:00:00.000Z');
const COMPANY = 'northwind-talent';
const day = (iso: string) => new Date(iso);

/** A small answer: 4 applications, 2 hires (10 and 4 days), 3 interviews. */
function answer(): HiringReportResult {
  const moves = (created: string, path: string[], days: number[]) => {
    let from: string = 'applied';
    return path.map((to, index) => {
      const event = { from, to, at: new Date(day(created).getTime() + days[index]! * 86_400_000) };
      from = to;
      return event;
    }) as never;
  };
  const report = computeHiringReport({
    range: { from: day('2026-08-25T00:00:00Z'), to: day('2026-11-23T00:00:00Z') },
    applications: [
      {
        jobId: 'fe',
        jobTitle: 'Frontend, Senior',
        source: 'applicant',
        stage: 'hired',
        createdAt: day('2026-10-01T00:00:00Z'),
        stageChangedAt: day('2026-10-11T00:00:00Z'),
        events: moves(
          '2026-10-01T00:00:00Z',
          ['screening', 'interview', 'offer', 'hired'],
          [1, 2, 5, 10],
        ),
      },
      {
        jobId: 'fe',
        jobTitle: 'Frontend, Senior',
        source: 'talentPool',
        stage: 'hired',
        createdAt: day('2026-10-02T00:00:00Z'),
        stageChangedAt: day('2026-10-06T00:00:00Z'),
        events: moves(
          '2026-10-02T00:00:00Z',
          ['screening', 'interview', 'offer', 'hired'],
          [1, 2, 3, 4],
        ),
      },
      {
        jobId: 'pd',
        jobTitle: 'Product Designer',
        source: 'applicant',
        stage: 'rejected',
        createdAt: day('2026-10-03T00:00:00Z'),
        stageChangedAt: day('2026-10-05T00:00:00Z'),
        events: moves('2026-10-03T00:00:00Z', ['screening', 'rejected'], [1, 2]),
      },
      {
        jobId: 'pd',
        jobTitle: 'Product Designer',
        source: 'applicant',
        stage: 'applied',
        createdAt: day('2026-10-04T00:00:00Z'),
        stageChangedAt: day('2026-10-04T00:00:00Z'),
        events: [],
      },
    ],
    interviews: [
      { jobId: 'fe', startsAt: day('2026-10-03T10:00:00Z'), status: 'scheduled' },
      { jobId: 'fe', startsAt: day('2026-10-04T10:00:00Z'), status: 'scheduled' },
      { jobId: 'pd', startsAt: day('2026-10-04T12:00:00Z'), status: 'cancelled' },
    ],
  });
  return {
    ...report,
    jobs: [
      { jobId: 'fe', jobTitle: 'Frontend, Senior' },
      { jobId: 'pd', jobTitle: 'Product Designer' },
    ],
  };
}

const EMPTY: HiringReportResult = {
  ...computeHiringReport({
    applications: [],
    interviews: [],
    range: { from: day('2026-08-25T00:00:00Z'), to: day('2026-11-23T00:00:00Z') },
  }),
  jobs: [],
};

let downloads: CaughtDownload[] = [];

beforeEach(() => {
  mocks.callFunction.mockReset();
  stubResizeObserver();
  downloads = catchDownloads();
});

/** A file's bytes (jsdom's Blob is read with a FileReader). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(<ReportsPage companyId={COMPANY} now={NOW} />, { locale });

/** The cells of a table, row by row (header cells included). */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ReportsPage', () => {
  it('asks for the last 90 days and shows every figure of the answer in its table', async () => {
    mocks.callFunction.mockResolvedValue(answer());
    await renderPage();
    const funnel = await screen.findByRole('grid', { name: 'Hiring funnel' });
    // a grid can show before its rows: every table of this answer has rows below its header
    await waitFor(() => {
      for (const grid of screen.getAllByRole('grid')) {
        expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
      }
    });
    expect(mocks.callFunction).toHaveBeenCalledWith(CALLABLES.hiringReport, {
      companyId: COMPANY,
      from: '2026-08-25T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
      jobId: null,
    });
    expect(
      screen.getByText('4 applications created from Aug 25, 2026 to Nov 22, 2026.'),
    ).toBeVisible();
    expect(cellsOf(funnel)).toEqual([
      ['Stage', 'Reached', 'Conversion to the next stage (%)'],
      ['Applied', '4', '75%'],
      ['Screening', '3', '66.7%'],
      ['Interview', '2', '100%'],
      ['Offer', '2', '100%'],
      ['Hired', '2', '—'],
    ]);
    expect(cellsOf(screen.getByRole('grid', { name: 'Time to hire' }))).toEqual([
      ['Job', 'Hires', 'Median days to hire'],
      ['Frontend, Senior', '2', '7'],
    ]);
    expect(screen.getByText('Overall median: 7 days (hires: 2).')).toBeVisible();
    expect(cellsOf(screen.getByRole('grid', { name: 'Applications per job' }))).toEqual([
      ['Job', 'Applications'],
      ['Frontend, Senior', '2'],
      ['Product Designer', '2'],
    ]);
    const weeks = cellsOf(screen.getByRole('grid', { name: 'Interviews per week' }));
    expect(weeks).toHaveLength(14); // the heading and 13 weeks
    expect(weeks).toContainEqual(['2026-W40', '2026-09-28', '2']);
    expect(cellsOf(screen.getByRole('grid', { name: 'Pass-through by source' }))).toEqual([
      [
        'Source',
        'Applications',
        'Reached interview',
        'Hired',
        'Reached interview (%)',
        'Hired (%)',
      ],
      ['Applied themselves', '3', '1', '1', '33.3%', '33.3%'],
      ['Talent pool', '1', '1', '1', '100%', '100%'],
    ]);
    // the job filter offers the company's jobs
    const job = screen.getByRole('combobox', { name: 'Job' });
    expect(
      within(job)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs', 'Frontend, Senior', 'Product Designer']);
  });

  it('downloads a table as CSV: BOM, translated headers, raw numbers, quoted text', async () => {
    mocks.callFunction.mockResolvedValue(answer());
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('grid', { name: 'Hiring funnel' });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Hiring funnel' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV: Time to hire' }));
    expect(downloads.map((file) => file.name)).toEqual([
      'hiring-funnel_2026-08-25_2026-11-22.csv',
      'time-to-hire_2026-08-25_2026-11-22.csv',
    ]);
    const bytes = await bytesOf(downloads[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(downloads[0]!.blob)).toBe(
      '\uFEFFStage,Reached,Conversion to the next stage (%)\r\n' +
        'Applied,4,75\r\nScreening,3,66.7\r\nInterview,2,100\r\nOffer,2,100\r\nHired,2,\r\n',
    );
    expect(await textOf(downloads[1]!.blob)).toBe(
      '\uFEFFJob,Hires,Median days to hire\r\n"Frontend, Senior",2,7\r\n',
    );
  });

  it('asks again for one job when it is chosen, and for another period', async () => {
    mocks.callFunction.mockResolvedValue(answer());
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('grid', { name: 'Hiring funnel' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'pd');
    await waitFor(() =>
      expect(mocks.callFunction).toHaveBeenLastCalledWith(
        CALLABLES.hiringReport,
        expect.objectContaining({ jobId: 'pd' }),
      ),
    );
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await waitFor(() =>
      expect(mocks.callFunction).toHaveBeenLastCalledWith(CALLABLES.hiringReport, {
        companyId: COMPANY,
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-23T00:00:00.000Z',
        jobId: 'pd',
      }),
    );
  });

  it('refuses a reversed or too long period without asking the server', async () => {
    mocks.callFunction.mockResolvedValue(answer());
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('grid', { name: 'Hiring funnel' });
    const calls = mocks.callFunction.mock.calls.length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    expect(
      await screen.findByText('The start date must not come after the end date.'),
    ).toBeVisible();
    await user.clear(from);
    await user.type(from, '2025-01-01');
    expect(await screen.findByText('Choose a period of at most 366 days.')).toBeVisible();
    expect(mocks.callFunction.mock.calls.length).toBe(calls);
  });

  it('shows the empty state when nothing happened in the period', async () => {
    mocks.callFunction.mockResolvedValue(EMPTY);
    await renderPage();
    expect(await screen.findByText('No data for this period')).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('names a refusal and loads again on retry', async () => {
    mocks.callFunction.mockRejectedValueOnce(
      Object.assign(new Error('refused'), { name: 'CallableFailure', reason: 'forbidden' }),
    );
    mocks.callFunction.mockResolvedValue(answer());
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to view this company’s reports.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Hiring funnel' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    mocks.callFunction.mockResolvedValue(answer());
    await renderPage('ar');
    const funnel = await screen.findByRole('grid', { name: 'قمع التوظيف' });
    expect(within(funnel).getByRole('rowheader', { name: 'المقابلة' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تنزيل CSV: قمع التوظيف' })).toBeVisible();
  });
});
