// The admin's analytics overview on the emulators: only an enabled administrator reads it, and it
// answers the figures of the payloads stored in the period asked for (a period of its own here, in
// the past, so that what other suites store at the same time is not in it).
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES, DAY_MS, type AnalyticsOverview } from '../src/contracts.ts';
import { call, reasonOf, useHarness, type Account } from './lib/callable-harness.ts';

const h = useHarness('overview');
let admin: Account;
let seeker: Account;
/** A day of its own, in 2001, different for each run. */
const DAY_START = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 300) * DAY_MS;

beforeAll(async () => {
  admin = await h.account('admin', { role: 'admin' });
  seeker = await h.account('seeker', { role: 'jobSeeker' });
  const at = (minutes: number) => Timestamp.fromMillis(DAY_START + minutes * 60_000);
  const batch = h.db.batch();
  const add = (collection: string, data: Record<string, unknown>) =>
    batch.create(h.db.collection(collection).doc(), data);
  [1200, 1800, 2600, 5000].forEach((value, index) =>
    add('analyticsWebVitals', {
      name: 'LCP',
      value,
      id: `v-${index}`,
      delta: value,
      rating: 'good',
      url: `https://jobs.test/dashboard/job-seeker?run=${index}`,
      timestamp: DAY_START,
      userAgent: 'test',
      receivedAt: at(index),
    }),
  );
  add('analyticsErrors', {
    message: 'TypeError: x is undefined',
    stack: 'first',
    context: 'window',
    url: '/a',
    userAgent: 'test',
    timestamp: DAY_START,
    receivedAt: at(1),
  });
  add('analyticsErrors', {
    message: 'TypeError: x is undefined',
    stack: 'latest',
    context: 'window',
    url: '/b?q=1',
    userAgent: 'test',
    timestamp: DAY_START,
    receivedAt: at(5),
  });
  add('analyticsEvents', {
    eventName: 'job_saved',
    properties: {},
    url: '/x',
    timestamp: DAY_START,
    receivedAt: at(2),
  });
  for (const [index, duration] of [100, 300].entries()) {
    add('analyticsApiMetrics', {
      url: `/api/jobs/${9000 + index}`,
      method: 'GET',
      duration,
      status: index === 0 ? 200 : 503,
      timestamp: DAY_START,
      receivedAt: at(3),
    });
  }
  // outside the period: a day later
  add('analyticsEvents', {
    eventName: 'outside',
    properties: {},
    url: '/x',
    timestamp: DAY_START,
    receivedAt: Timestamp.fromMillis(DAY_START + 2 * DAY_MS),
  });
  await batch.commit();
});

const period = { fromMs: DAY_START, toMs: DAY_START + DAY_MS - 1 };

describe('analyticsOverview', () => {
  it('refuses anyone but an administrator, and a period that runs backwards', async () => {
    expect(await reasonOf(CALLABLES.analyticsOverview, period, seeker)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.analyticsOverview, period, null)).toBe('not-signed-in');
    expect(
      await reasonOf(
        CALLABLES.analyticsOverview,
        { fromMs: period.toMs, toMs: period.fromMs },
        admin,
      ),
    ).toBe('invalid-input');
  });

  it('answers the figures of the period', async () => {
    const answer = await call<AnalyticsOverview>(CALLABLES.analyticsOverview, period, admin);
    const overview = answer.result!;
    // LCP 1200, 1800, 2600, 5000: p75 = rank 3 = 2600 ms, needs improvement
    expect(overview.vitals).toEqual([
      { name: 'LCP', p75: 2600, rating: 'needs-improvement', samples: 4 },
    ]);
    expect(overview.pages).toEqual([
      { path: '/dashboard/job-seeker', samples: 4, p75: { LCP: 2600 } },
    ]);
    expect(overview.errors).toEqual([
      {
        message: 'TypeError: x is undefined',
        count: 2,
        lastSeenMs: DAY_START + 5 * 60_000,
        latestStack: 'latest',
        latestPath: '/b',
      },
    ]);
    expect(overview.events).toEqual([{ name: 'job_saved', count: 1 }]);
    expect(overview.api).toEqual([
      { endpoint: 'GET /api/jobs/:id', count: 2, p50: 100, p95: 300, errorRate: 0.5 },
    ]);
    expect(overview.truncated).toEqual({ vitals: false, errors: false, events: false, api: false });
  });

  it('answers empty sections for a period without data', async () => {
    const empty = { fromMs: Date.UTC(2000, 5, 1), toMs: Date.UTC(2000, 5, 2) };
    const answer = await call<AnalyticsOverview>(CALLABLES.analyticsOverview, empty, admin);
    expect(answer.result).toMatchObject({ vitals: [], pages: [], errors: [], events: [], api: [] });
  });
});
