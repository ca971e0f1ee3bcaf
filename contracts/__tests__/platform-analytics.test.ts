import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../fields';
import {
  analyticsOverviewInput,
  computeOverview,
  endpointOf,
  OVERVIEW_MAX_DAYS,
  pathOfUrl,
  percentile,
  type OverviewInput,
} from '../platform-analytics';

const NONE: OverviewInput['truncated'] = {
  vitals: false,
  errors: false,
  events: false,
  api: false,
};

describe('percentile (nearest rank)', () => {
  it('takes the value at rank ceil(p × n)', () => {
    // 10 values: p75 is rank 8, p50 rank 5, p95 rank 10
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(values, 75)).toBe(8);
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 75)).toBe(42);
    expect(percentile([], 75)).toBeNull();
  });
});

describe('paths and endpoints', () => {
  it('keeps the path of a URL, never its query', () => {
    expect(pathOfUrl('https://jobs.test/dashboard/job-seeker/jobs?q=nurse&email=x#top')).toBe(
      '/dashboard/job-seeker/jobs',
    );
    expect(pathOfUrl('/auth/login?next=%2F')).toBe('/auth/login');
  });

  it('groups calls to one endpoint whatever the ids', () => {
    expect(endpointOf('get', 'https://jobs.test/api/jobs/12345?x=1')).toBe('GET /api/jobs/:id');
    expect(endpointOf('POST', '/api/applications/northwind-designer_seeker-kenji/notes')).toBe(
      'POST /api/applications/:id/notes',
    );
    expect(endpointOf('GET', '/api/analytics/web-vitals')).toBe('GET /api/analytics/web-vitals');
  });
});

describe('computeOverview', () => {
  it('gives p75 per metric with its rating, per page, and skips metrics never measured', () => {
    const lcp = [1000, 2000, 3000, 4000].map((value) => ({
      name: 'LCP',
      value,
      url: 'https://jobs.test/dashboard/employer?x=1',
    }));
    const cls = [0.01, 0.3].map((value) => ({ name: 'CLS', value, url: '/auth/login' }));
    const overview = computeOverview({
      vitals: [...lcp, ...cls],
      errors: [],
      events: [],
      api: [],
      truncated: NONE,
    });
    // LCP: 4 values, p75 = rank 3 = 3000 ms, between 2500 and 4000: needs improvement
    // CLS: 2 values, p75 = rank 2 = 0.3, above 0.25: poor
    expect(overview.vitals).toEqual([
      { name: 'CLS', p75: 0.3, rating: 'poor', samples: 2 },
      { name: 'LCP', p75: 3000, rating: 'needs-improvement', samples: 4 },
    ]);
    expect(overview.pages).toEqual([
      { path: '/dashboard/employer', samples: 4, p75: { LCP: 3000 } },
      { path: '/auth/login', samples: 2, p75: { CLS: 0.3 } },
    ]);
  });

  it('groups errors by message with the count, the last time and the latest stack', () => {
    const overview = computeOverview({
      vitals: [],
      errors: [
        { message: 'A', stack: 'old', url: '/a', atMs: 1 },
        { message: 'B', stack: 'b', url: '/b', atMs: 5 },
        { message: 'A', stack: 'new', url: '/a2?q=1', atMs: 9 },
      ],
      events: [],
      api: [],
      truncated: NONE,
    });
    expect(overview.errors).toEqual([
      { message: 'A', count: 2, lastSeenMs: 9, latestStack: 'new', latestPath: '/a2' },
      { message: 'B', count: 1, lastSeenMs: 5, latestStack: 'b', latestPath: '/b' },
    ]);
  });

  it('counts the top events and the API latency p50/p95 with the error rate', () => {
    const calls = Array.from({ length: 20 }, (_, index) => ({
      url: `/api/jobs/${1000 + index}`,
      method: 'GET',
      duration: (index + 1) * 10,
      status: index < 2 ? 500 : 200,
    }));
    const overview = computeOverview({
      vitals: [],
      errors: [],
      events: [{ eventName: 'job_saved' }, { eventName: 'page_view' }, { eventName: 'page_view' }],
      api: calls,
      truncated: { ...NONE, api: true },
    });
    expect(overview.events).toEqual([
      { name: 'page_view', count: 2 },
      { name: 'job_saved', count: 1 },
    ]);
    // 20 durations 10..200: p50 = rank 10 = 100, p95 = rank 19 = 190; 2 of 20 failed
    expect(overview.api).toEqual([
      { endpoint: 'GET /api/jobs/:id', count: 20, p50: 100, p95: 190, errorRate: 0.1 },
    ]);
    expect(overview.truncated.api).toBe(true);
  });

  it('is empty for a period without data', () => {
    expect(
      computeOverview({ vitals: [], errors: [], events: [], api: [], truncated: NONE }),
    ).toEqual({
      vitals: [],
      pages: [],
      errors: [],
      events: [],
      api: [],
      truncated: NONE,
    });
  });
});

describe('analyticsOverviewInput', () => {
  it('takes a forward period of at most the retention', () => {
    const to = Date.UTC(2026, 10, 23);
    expect(analyticsOverviewInput.safeParse({ fromMs: to - 7 * DAY_MS, toMs: to }).success).toBe(
      true,
    );
    expect(analyticsOverviewInput.safeParse({ fromMs: to, toMs: to - 1 }).success).toBe(false);
    expect(
      analyticsOverviewInput.safeParse({ fromMs: to - (OVERVIEW_MAX_DAYS + 1) * DAY_MS, toMs: to })
        .success,
    ).toBe(false);
    expect(analyticsOverviewInput.safeParse({ fromMs: 1.5, toMs: 2 }).success).toBe(false);
  });
});
