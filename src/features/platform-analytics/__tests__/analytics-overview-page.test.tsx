import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsOverview } from '@contracts/platform-analytics';
import { renderWithProviders } from '@/testing/test-utils';
import { defaultPeriod, toPeriod } from '../lib/period';

const mocks = vi.hoisted(() => ({ overview: vi.fn() }));
vi.mock('../api/get-overview', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAnalyticsOverview: (period: unknown) =>
      useQuery({
        queryKey: ['overview', period],
        queryFn: () => mocks.overview(period) as Promise<AnalyticsOverview>,
      }),
  };
});
// the chart draws nothing in jsdom: its table carries the figures
vi.mock('../components/events-chart', () => ({ default: () => null }));

const { AnalyticsOverviewPage } = await import('../components/analytics-overview-page');

const NOW = new Date(2026, 10, 23, 15, 0);
const EMPTY: AnalyticsOverview = {
  vitals: [],
  pages: [],
  errors: [],
  events: [],
  api: [],
  truncated: { vitals: false, errors: false, events: false, api: false },
};

beforeEach(() => {
  mocks.overview.mockReset();
});

describe('the analytics overview', () => {
  it('asks for the last seven days first and says so when there is no data', async () => {
    mocks.overview.mockResolvedValue(EMPTY);
    await renderWithProviders(<AnalyticsOverviewPage now={() => NOW} />);
    expect(await screen.findAllByText('No data in this period.')).toHaveLength(5);
    expect(mocks.overview).toHaveBeenCalledWith({
      fromMs: new Date(2026, 10, 17).getTime(),
      toMs: new Date(2026, 10, 23, 23, 59, 59, 999).getTime(),
    });
    expect(toPeriod(defaultPeriod(NOW))).toEqual(mocks.overview.mock.calls[0]![0]);
  });

  it('shows each vital’s p75 with its rating in words, and the tables', async () => {
    mocks.overview.mockResolvedValue({
      ...EMPTY,
      vitals: [
        { name: 'CLS', p75: 0.31, rating: 'poor', samples: 12 },
        { name: 'LCP', p75: 2600, rating: 'needs-improvement', samples: 40 },
        { name: 'TTFB', p75: 420, rating: 'good', samples: 40 },
      ],
      errors: [
        {
          message: 'TypeError: x is undefined',
          count: 3,
          lastSeenMs: Date.UTC(2026, 10, 22, 10),
          latestStack: 'at search (search.tsx:10)',
          latestPath: '/dashboard/job-seeker/jobs',
        },
      ],
      api: [{ endpoint: 'GET /api/jobs/:id', count: 20, p50: 100, p95: 190, errorRate: 0.1 }],
    });
    await renderWithProviders(<AnalyticsOverviewPage now={() => NOW} />);
    const vitals = await screen.findByRole('region', { name: /Web vitals/ });
    const cards = within(vitals).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'CLS0.31Poor12 samples',
      'LCP2.6 secNeeds improvement40 samples',
      'TTFB420 msGood40 samples',
    ]);
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(within(errors).getByText('TypeError: x is undefined')).toBeInTheDocument();
    expect(within(errors).getByText('at search (search.tsx:10)')).toBeInTheDocument();
    const api = await screen.findByRole('grid', { name: 'API latency' });
    expect(within(api).getByRole('row', { name: /GET \/api\/jobs\/:id/ })).toHaveTextContent(
      'GET /api/jobs/:id20100 ms190 ms10%',
    );
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    mocks.overview.mockResolvedValue(EMPTY);
    await renderWithProviders(<AnalyticsOverviewPage now={() => NOW} />);
    await screen.findAllByText('No data in this period.');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start must come before the end.')).toBeVisible();
    await waitFor(() => expect(mocks.overview).toHaveBeenCalledTimes(1));
  });
});
