// The search engine at growing corpus sizes, and how fresh it is. Latency: the seed's generator
// makes 2,000, 20,000 and 100,000 jobs straight into an engine of the bench's own (not Firestore):
// PGlite over the Postgres protocol, as the functions reach it locally, and a throw-away
// PostgreSQL 15 when one is installed, as production runs; a fixed set of searches (words, typos,
// filters, distance, sorts, a second page) runs through searchJobs: p50 and p95.
// Freshness: on the running suite, a posting written to Firestore until GET /api/jobs/search finds
// it, and closed until it no longer does.
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { JobSearchRequestInput, JobSearchResponse } from '@contracts/job-search';
import {
  createSearchPool,
  jobRow,
  migrate,
  replaceAllJobs,
  searchJobs,
} from '../functions/src/lib/search/index.ts';
import { emulatorEnv, hostingUrl, PROJECT_ID } from './lib/emulator-config.ts';
import { openEmbeddedEngine, type EmbeddedEngine } from './lib/search-engine.ts';
import { openPostgres, postgresInstalled } from './lib/search-postgres.ts';
import { referenceDate } from './lib/seed-reference.ts';
import { generateJobs } from './seed-postings.ts';

/** Each search this many times at each size (after one unmeasured run of the set). */
const REPEATS = 5;
const FRESHNESS_RUNS = 5;
const FRESHNESS_TIMEOUT_MS = 30_000;

/** The fixed searches: what people type and pick, as the API passes them on. */
const SEARCHES: [string, JobSearchRequestInput][] = [
  ['everything, newest', { sort: 'newest' }],
  ['one word', { q: 'engineer' }],
  ['two words', { q: 'data engineer' }],
  ['typos', { q: 'fronted developr' }],
  ['a phrase and an exclusion', { q: '"product manager" -senior' }],
  ['words + remote + type', { q: 'developer', remote: true, type: 'Full-time' }],
  ['a skill + a salary floor', { skills: ['Python'], minSalary: 100_000 }],
  ['within 100 km of a city', { q: 'designer', location: 'Leipzig', withinKm: 100 }],
  ['by salary', { q: 'engineer', sort: 'salary' }],
];

export interface SearchBenchRow {
  engine: string;
  size: number;
  p50: number;
  p95: number;
  /** Seconds to load the corpus into the engine. */
  loadS: number;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** The engines measured: PGlite, and PostgreSQL 15 when installed. */
const ENGINES: [string, () => Promise<EmbeddedEngine>][] = [
  ['PGlite', () => openEmbeddedEngine({})],
  ...(postgresInstalled()
    ? [['PostgreSQL 15', openPostgres] as [string, () => Promise<EmbeddedEngine>]]
    : []),
];

/** Latency of the fixed searches (and the second page of each) at each size, on each engine. */
export async function benchSearch(sizes: number[]): Promise<SearchBenchRow[]> {
  const jobs = generateJobs(Math.max(...sizes), referenceDate());
  const rows: SearchBenchRow[] = [];
  for (const [name, open] of ENGINES) rows.push(...(await benchEngine(name, open, sizes, jobs)));
  return rows;
}

async function benchEngine(
  name: string,
  open: () => Promise<EmbeddedEngine>,
  sizes: number[],
  jobs: ReturnType<typeof generateJobs>,
): Promise<SearchBenchRow[]> {
  const engine = await open();
  const pool = createSearchPool(engine.url);
  const rows: SearchBenchRow[] = [];
  try {
    await migrate(pool);
    for (const size of sizes) {
      const loadStarted = performance.now();
      await replaceAllJobs(
        pool,
        jobs.slice(0, size).flatMap((job) => jobRow(job.id, { ...job }) ?? []),
      );
      const loadS = (performance.now() - loadStarted) / 1000;
      const latencies: number[] = [];
      for (let repeat = 0; repeat <= REPEATS; repeat += 1) {
        for (const [, request] of SEARCHES) {
          const started = performance.now();
          const first = await searchJobs(request, pool);
          const firstMs = performance.now() - started;
          if (repeat === 0) continue;
          latencies.push(firstMs);
          if (first.nextCursor) {
            const next = performance.now();
            await searchJobs({ ...request, cursor: first.nextCursor }, pool);
            latencies.push(performance.now() - next);
          }
        }
      }
      const row = {
        engine: name,
        size,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        loadS,
      };
      rows.push(row);
      console.log(
        `  ${name}, ${size} jobs: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (loaded in ${loadS.toFixed(1)} s)`,
      );
    }
  } finally {
    await pool.end();
    await engine.stop();
  }
  return rows;
}

export interface FreshnessRow {
  publishedMs: number[];
  closedMs: number[];
}

async function untilSearch(q: string, done: (body: JobSearchResponse) => boolean) {
  const started = performance.now();
  while (performance.now() - started < FRESHNESS_TIMEOUT_MS) {
    const response = await fetch(`${hostingUrl}/api/jobs/search?q=${encodeURIComponent(q)}`, {
      headers: { 'x-test-client': `bench-freshness-${Date.now()}` },
    });
    if (response.ok && done((await response.json()) as JobSearchResponse)) {
      return performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

/** On the running suite: Firestore write → found by the API, and closed → gone (ms each run). */
export async function benchFreshness(): Promise<FreshnessRow> {
  Object.assign(process.env, emulatorEnv());
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-freshness-${Date.now()}`);
  const db = getFirestore(app);
  const row: FreshnessRow = { publishedMs: [], closedMs: [] };
  try {
    const [sample] = generateJobs(1, referenceDate());
    // the first run starts the trigger's worker: not counted
    for (let run = 0; run <= FRESHNESS_RUNS; run += 1) {
      const word = `benchfresh${Date.now().toString(36)}`;
      const ref = db.collection('jobs').doc(`bench-fresh-${run}-${Date.now()}`);
      const written = { ...sample, id: ref.id, title: `${word} Engineer`, status: 'open' };
      await ref.set(written);
      const published = await untilSearch(word, (body) =>
        body.hits.some((hit) => hit.id === ref.id),
      );
      await ref.update({ status: 'closed' });
      const closed = await untilSearch(word, (body) => !body.hits.some((hit) => hit.id === ref.id));
      await ref.delete();
      if (run === 0) continue;
      row.publishedMs.push(published);
      row.closedMs.push(closed);
    }
  } finally {
    await deleteApp(app);
  }
  return row;
}

export function printSearchBench(rows: SearchBenchRow[], freshness: FreshnessRow | null): void {
  console.log(
    `  job search engine (${SEARCHES.length} searches and their second pages × ${REPEATS}):`,
  );
  console.log('    engine          jobs      p50 ms    p95 ms    load s');
  for (const row of rows) {
    console.log(
      `    ${row.engine.padEnd(15)} ${String(row.size).padEnd(9)} ${row.p50.toFixed(1).padStart(6)}    ${row.p95.toFixed(1).padStart(6)}    ${row.loadS.toFixed(1).padStart(6)}`,
    );
  }
  if (freshness) {
    const line = (values: number[]) =>
      `median ${percentile(values, 0.5).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    console.log(`  freshness, Firestore write → found by the API:  ${line(freshness.publishedMs)}`);
    console.log(`  freshness, posting closed → gone from the API:  ${line(freshness.closedMs)}`);
  }
}
