// Analytics benchmark: 2,000 POSTs at concurrency 20 through the Hosting emulator's /api rewrite,
// one payload each, spread over the five endpoints; then counts what Firestore holds. Nothing
// answered 2xx may be missing. Each of the 20 workers is one client (its own address) sending
// 100 requests, within the per-client limit of 300 a minute, which stays on for real traffic.
// Run by `npm run bench`; alone against a running suite: `npx tsx scripts/bench-analytics.ts`.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { emulatorEnv, hostingUrl, PROJECT_ID } from './lib/emulator-config.ts';

const ANALYTICS_BENCH_REQUESTS = 2_000;
const ANALYTICS_BENCH_CONCURRENCY = 20;

const KINDS = [
  ['web-vitals', 'analyticsWebVitals'],
  ['custom-metrics', 'analyticsCustomMetrics'],
  ['api-metrics', 'analyticsApiMetrics'],
  ['errors', 'analyticsErrors'],
  ['events', 'analyticsEvents'],
] as const;

interface AnalyticsBenchResult {
  sent: number;
  answered2xx: number;
  stored: number;
  /** Answered 2xx but not found in Firestore. */
  lost: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  seconds: number;
}

function payload(kind: (typeof KINDS)[number][0], url: string, i: number) {
  const timestamp = Date.now();
  switch (kind) {
    case 'web-vitals':
      return {
        name: 'LCP',
        value: 1000 + i,
        id: `bench-${i}`,
        delta: 1000 + i,
        rating: 'good',
        url,
        timestamp,
        userAgent: 'jobs-bench',
      };
    case 'custom-metrics':
      return { name: 'bench_metric', value: i, category: 'bench', url, timestamp };
    case 'api-metrics':
      return { url, method: 'POST', duration: i % 100, status: 202, timestamp };
    case 'errors':
      return {
        message: `bench error ${i}`,
        stack: `Error: bench error ${i}\n    at bench (bench.js:1:1)`,
        context: 'bench',
        url,
        userAgent: 'jobs-bench',
        timestamp,
      };
    case 'events':
      return { eventName: 'bench_event', properties: { i }, url, timestamp };
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

export async function benchAnalytics(
  requests = ANALYTICS_BENCH_REQUESTS,
  concurrency = ANALYTICS_BENCH_CONCURRENCY,
): Promise<AnalyticsBenchResult> {
  Object.assign(process.env, emulatorEnv());
  const run = `${Date.now()}-${process.pid}`;
  const url = `${hostingUrl}/bench/${run}`;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  let answered2xx = 0;

  const worker = async (w: number) => {
    const client = `bench-${run}-${w}`;
    for (let i = next++; i < requests; i = next++) {
      const [kind] = KINDS[i % KINDS.length]!;
      const started = performance.now();
      sent += 1;
      let status = 'network-error';
      try {
        const response = await fetch(`${hostingUrl}/api/analytics/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': client },
          body: JSON.stringify(payload(kind, url, i)),
        });
        await response.text();
        status = String(response.status);
        if (response.ok) answered2xx += 1;
      } catch {
        // counted as a network error below
      }
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;

  const app = initializeApp({ projectId: PROJECT_ID }, `bench-analytics-${run}`);
  let stored = 0;
  try {
    const db = getFirestore(app);
    for (const [, collection] of KINDS) {
      const count = await db.collection(collection).where('url', '==', url).count().get();
      stored += count.data().count;
    }
  } finally {
    await deleteApp(app);
  }
  latencies.sort((a, b) => a - b);
  return {
    sent,
    answered2xx,
    stored,
    lost: Math.max(0, answered2xx - stored),
    statuses,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    seconds,
  };
}

/** The figures as `npm run bench` prints them. */
export function analyticsBenchLines(result: AnalyticsBenchResult): string[] {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return [
    `  analytics: ${result.sent} POSTs, concurrency ${ANALYTICS_BENCH_CONCURRENCY}, via Hosting  ${result.seconds.toFixed(1)} s (${(result.sent / result.seconds).toFixed(0)}/s)`,
    `    sent ${result.sent}, answered 2xx ${result.answered2xx}, stored ${result.stored}, lost ${result.lost}${result.lost > 0 ? '  ← ACCEPTED PAYLOADS LOST' : ''}`,
    `    latency p50 ${result.p50Ms.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms; statuses ${statuses}`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchAnalytics()
    .then((result) => {
      for (const line of analyticsBenchLines(result)) console.log(line);
      if (result.lost > 0) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
