// The admin console's analytics overview: what the analyticsOverview callable answers from the
// payloads the analytics endpoints stored (functions/src/analytics), and the pure figures it is
// computed with. Percentiles are nearest-rank: the p-th percentile of n sorted values is the value
// at rank ceil(p / 100 × n), so it is always one of the measured values.
import * as z from 'zod/mini';
import {
  ANALYTICS_RETENTION_DAYS,
  rateVital,
  WEB_VITAL_NAMES,
  type WebVitalName,
  type WebVitalRating,
} from './analytics.js';
import { DAY_MS } from './fields.js';

/** A period is at most this long (stored payloads are kept ANALYTICS_RETENTION_DAYS days). */
export const OVERVIEW_MAX_DAYS = ANALYTICS_RETENTION_DAYS + 1;
/** Documents read per collection at most; beyond, the answer says it is truncated. */
export const OVERVIEW_READ_CAP = 20_000;
/** How many events and error groups the overview lists. */
const TOP_EVENTS = 10;
const TOP_ERRORS = 20;
/** Pages listed in the per-page table, those with the most samples first. */
const TOP_PAGES = 20;

export const analyticsOverviewInput = z
  .object({
    fromMs: z.number().check(z.int(), z.gte(0)),
    toMs: z.number().check(z.int(), z.gte(0)),
  })
  .check(
    z.refine((input) => input.fromMs <= input.toMs, { error: 'the period must run forwards' }),
    z.refine((input) => input.toMs - input.fromMs <= OVERVIEW_MAX_DAYS * DAY_MS, {
      error: `the period is at most ${OVERVIEW_MAX_DAYS} days`,
    }),
  );
export type AnalyticsOverviewInput = z.infer<typeof analyticsOverviewInput>;

interface VitalFigure {
  name: WebVitalName;
  p75: number;
  rating: WebVitalRating;
  samples: number;
}

interface PageVitals {
  path: string;
  samples: number;
  /** p75 of each metric measured on the page. */
  p75: Partial<Record<WebVitalName, number>>;
}

interface ErrorGroup {
  message: string;
  count: number;
  lastSeenMs: number;
  latestStack: string;
  latestPath: string;
}

export interface EventCount {
  name: string;
  count: number;
}

interface EndpointLatency {
  /** `GET /api/jobs/:id`: the method and the path with ids collapsed. */
  endpoint: string;
  count: number;
  p50: number;
  p95: number;
  /** Calls answered 4xx, 5xx or not at all (status 0), as a share of 1. */
  errorRate: number;
}

export interface AnalyticsOverview {
  vitals: VitalFigure[];
  pages: PageVitals[];
  errors: ErrorGroup[];
  events: EventCount[];
  api: EndpointLatency[];
  /** Per collection: whether OVERVIEW_READ_CAP documents were read and more were left. */
  truncated: { vitals: boolean; errors: boolean; events: boolean; api: boolean };
}

/** The nearest-rank percentile of `values` (not necessarily sorted); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** The path of a URL, without its query or fragment (which may hold personal data). */
export function pathOfUrl(url: string): string {
  try {
    return new URL(url, 'https://app.invalid').pathname || '/';
  } catch {
    return url.split(/[?#]/)[0] || '/';
  }
}

/** A segment that identifies one thing rather than a kind: a number, a long id, a uuid. */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,})$/;

/** `POST /api/jobs/:id/apply`: calls to one endpoint grouped, whatever the ids in the path. */
export function endpointOf(method: string, url: string): string {
  const path = pathOfUrl(url)
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return `${method.toUpperCase()} ${path}`;
}

/** The stored payloads the overview is computed from (their stored field names). */
export interface OverviewInput {
  vitals: readonly { name: string; value: number; url: string }[];
  errors: readonly { message: string; stack: string; url: string; atMs: number }[];
  events: readonly { eventName: string }[];
  api: readonly { url: string; method: string; duration: number; status: number }[];
  truncated: AnalyticsOverview['truncated'];
}

const isVitalName = (name: string): name is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(name);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** The overview's figures from the stored payloads of a period. */
export function computeOverview(input: OverviewInput): AnalyticsOverview {
  const vitals = input.vitals.filter((vital) => isVitalName(vital.name));
  const byMetric = groupBy(vitals, (vital) => vital.name);
  const vitalFigures: VitalFigure[] = WEB_VITAL_NAMES.flatMap((name) => {
    const values = (byMetric.get(name) ?? []).map((vital) => vital.value);
    const p75 = percentile(values, 75);
    return p75 === null
      ? []
      : [{ name, p75, rating: rateVital(name, p75), samples: values.length }];
  });

  const pages: PageVitals[] = [...groupBy(vitals, (vital) => pathOfUrl(vital.url))]
    .map(([path, samples]) => {
      const p75: Partial<Record<WebVitalName, number>> = {};
      for (const [name, group] of groupBy(samples, (vital) => vital.name)) {
        const value = percentile(
          group.map((vital) => vital.value),
          75,
        );
        if (value !== null && isVitalName(name)) p75[name] = value;
      }
      return { path, samples: samples.length, p75 };
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path))
    .slice(0, TOP_PAGES);

  const errors: ErrorGroup[] = [...groupBy(input.errors, (error) => error.message)]
    .map(([message, group]) => {
      const latest = group.reduce((a, b) => (b.atMs > a.atMs ? b : a));
      return {
        message,
        count: group.length,
        lastSeenMs: latest.atMs,
        latestStack: latest.stack,
        latestPath: pathOfUrl(latest.url),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastSeenMs - a.lastSeenMs)
    .slice(0, TOP_ERRORS);

  const events: EventCount[] = [...groupBy(input.events, (event) => event.eventName)]
    .map(([name, group]) => ({ name, count: group.length }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, TOP_EVENTS);

  const api: EndpointLatency[] = [
    ...groupBy(input.api, (call) => endpointOf(call.method, call.url)),
  ]
    .map(([endpoint, calls]) => {
      const durations = calls.map((call) => call.duration);
      const failed = calls.filter((call) => call.status === 0 || call.status >= 400).length;
      return {
        endpoint,
        count: calls.length,
        p50: percentile(durations, 50) ?? 0,
        p95: percentile(durations, 95) ?? 0,
        errorRate: failed / calls.length,
      };
    })
    .sort((a, b) => b.count - a.count || a.endpoint.localeCompare(b.endpoint));

  return { vitals: vitalFigures, pages, errors, events, api, truncated: input.truncated };
}
