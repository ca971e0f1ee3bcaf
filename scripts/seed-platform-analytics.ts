// The analytics overview's seed: two weeks of what the analytics endpoints would have stored —
// web vitals over six pages, three recurring errors, events and API calls — with the stored
// shape of functions/src/analytics/store-payloads.ts (the payload, receivedAt, expireAt).
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  ANALYTICS_COLLECTIONS,
  ANALYTICS_RETENTION_DAYS,
  rateVital,
  type AnalyticsKind,
  type WebVitalName,
} from '@contracts/analytics';
import { SCHEMAS } from '@contracts/analytics-schemas';
import { DAY_MS } from '@contracts/fields';
import type { SeedDoc } from './lib/seed-doc.ts';

export const ANALYTICS_SEED_DAYS = 14;
const ORIGIN = 'http://localhost:5000';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0 Safari/537.36';

/** Each page with its typical LCP (ms): the search is the heaviest. */
const PAGES: readonly [string, number][] = [
  ['/auth/login', 1300],
  ['/dashboard/job-seeker', 1900],
  ['/dashboard/job-seeker/jobs', 2700],
  ['/dashboard/employer', 1700],
  ['/dashboard/employer/candidates', 2300],
  ['/dashboard/admin/audit', 2100],
];

const ERRORS = [
  {
    message: "TypeError: Cannot read properties of undefined (reading 'salary')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'salary')\n    at formatSalary (job-card.tsx:41:22)\n    at JobCard (job-card.tsx:88:7)",
    page: '/dashboard/job-seeker/jobs',
    everyDays: 1,
  },
  {
    message: 'FirebaseError: Missing or insufficient permissions.',
    stack:
      'FirebaseError: Missing or insufficient permissions.\n    at listCandidates (list-company-applications.ts:30:11)',
    page: '/dashboard/employer/candidates',
    everyDays: 3,
  },
  {
    message: 'ChunkLoadError: Loading chunk 412 failed.',
    stack: 'ChunkLoadError: Loading chunk 412 failed.\n    at requireEnsure (runtime.js:1:900)',
    page: '/dashboard/admin/audit',
    everyDays: 5,
  },
] as const;

const EVENTS: readonly [string, number][] = [
  ['page_view', 24],
  ['job_search', 9],
  ['job_saved', 4],
  ['feedback_opened', 2],
  ['application_submitted', 1],
];

const API: readonly [string, string, number][] = [
  ['GET', '/api/jobs', 180],
  ['POST', '/api/analytics/web-vitals', 40],
  ['POST', '/api/auth/failed-sign-in', 60],
];

/** A small deterministic spread around 1 (0.6 … 1.6), so the figures vary without randomness. */
const spread = (index: number) => 0.6 + ((index * 37) % 100) / 100;

/** The stored shape of one kind's payload: its schema plus the server's two times. */
const storedSchema = (kind: AnalyticsKind) =>
  SCHEMAS[kind].extend({ receivedAt: z.instanceof(Timestamp), expireAt: z.instanceof(Timestamp) });

/** Each analytics collection's stored shape, for the seed's contract check. */
export const ANALYTICS_SEED_SCHEMAS = Object.fromEntries(
  (Object.keys(ANALYTICS_COLLECTIONS) as AnalyticsKind[]).map((kind) => [
    ANALYTICS_COLLECTIONS[kind],
    storedSchema(kind),
  ]),
);

export function generateAnalytics(today: Date): SeedDoc[] {
  const docs: SeedDoc[] = [];
  let counter = 0;
  const push = (kind: AnalyticsKind, atMs: number, payload: Record<string, unknown>) => {
    counter += 1;
    docs.push({
      path: `${ANALYTICS_COLLECTIONS[kind]}/seed-${kind}-${String(counter).padStart(4, '0')}`,
      data: {
        ...payload,
        receivedAt: Timestamp.fromMillis(atMs),
        expireAt: Timestamp.fromMillis(atMs + ANALYTICS_RETENTION_DAYS * DAY_MS),
      },
    });
  };
  for (let day = ANALYTICS_SEED_DAYS - 1; day >= 0; day -= 1) {
    const dayStart = today.getTime() - day * DAY_MS;
    PAGES.forEach(([page, lcp], pageIndex) => {
      for (let visit = 0; visit < 3; visit += 1) {
        const index = day * 31 + pageIndex * 7 + visit;
        const at = dayStart - (pageIndex * 3 + visit) * 600_000;
        const url = `${ORIGIN}${page}`;
        const vitals: [WebVitalName, number][] = [
          ['LCP', Math.round(lcp * spread(index))],
          ['FCP', Math.round(lcp * 0.55 * spread(index + 1))],
          ['TTFB', Math.round(260 * spread(index + 2))],
          ['CLS', Math.round(0.04 * spread(index + 3) * 1000) / 1000],
          ['INP', Math.round(120 * spread(index + 4))],
        ];
        for (const [name, value] of vitals) {
          push('web-vitals', at, {
            name,
            value,
            id: `v5-${index}-${name}`,
            delta: value,
            rating: rateVital(name, value),
            url,
            timestamp: at,
            userAgent: AGENT,
          });
        }
      }
    });
    ERRORS.forEach((error, errorIndex) => {
      if (day % error.everyDays !== 0) return;
      const at = dayStart - (errorIndex + 1) * 3_600_000;
      push('errors', at, {
        message: error.message,
        stack: error.stack,
        context: 'window.onerror',
        url: `${ORIGIN}${error.page}`,
        userAgent: AGENT,
        timestamp: at,
      });
    });
    for (const [eventName, perDay] of EVENTS) {
      for (let n = 0; n < perDay; n += 1) {
        const at = dayStart - n * 900_000;
        push('events', at, {
          eventName,
          properties: {},
          url: `${ORIGIN}/dashboard`,
          timestamp: at,
        });
      }
    }
    API.forEach(([method, path, duration], apiIndex) => {
      for (let n = 0; n < 4; n += 1) {
        const index = day * 13 + apiIndex * 5 + n;
        const at = dayStart - n * 1_800_000;
        push('api-metrics', at, {
          url: `${ORIGIN}${path}`,
          method,
          duration: Math.round(duration * spread(index)),
          status: index % 29 === 0 ? 503 : method === 'POST' ? 202 : 200,
          timestamp: at,
        });
      }
    });
  }
  return docs;
}
