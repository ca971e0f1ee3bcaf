// Job search at growing corpus sizes: the app's own search code (loaded through Vite, as the
// browser runs it) against the emulator, after growing `jobs` from the seeded 2,000 to each size.
// Prints, per size, the median latency of a fixed set of searches and the documents each page read.
import { getFirestore } from 'firebase-admin/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { createServer } from 'vite';
import { localAppEnv } from './lib/app-env.ts';
import { emulatorEnv, PROJECT_ID, ROOT } from './lib/emulator-config.ts';
import { referenceDate } from './lib/seed-reference.ts';
import { DEFAULT_JOB_COUNT, generateJobs } from './seed-postings.ts';
import { EMPTY_FILTERS, type JobSearchFilters } from '@domain/job-search-filters';

const WRITE_BATCH = 500;
const REPEATS = 3;

/** The fixed searches: index-served ones and one checked on the page (several words + a skill). */
const SEARCHES: [string, Partial<JobSearchFilters>][] = [
  ['newest, no filter', {}],
  ['keyword "engineer"', { q: 'engineer' }],
  ['"frontend", remote only', { q: 'frontend', remote: true }],
  ['Contract, Senior', { type: 'Contract', experience: 'Senior' }],
  ['min salary 120k, newest', { minSalary: 120_000 }],
  ['by salary, Full-time', { type: 'Full-time', sort: 'salary' }],
  ['"data engineer" + Python', { q: 'data engineer', skills: ['Python'] }],
];

/** What the bench reads of a page of the app's search (src/features/jobs/api/search-jobs.ts). */
interface SearchPage {
  /** Where the next page starts; null at the end of the results. */
  next: unknown;
  /** Documents read for this page. */
  reads: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface SearchBenchRow {
  size: number;
  medianMs: number;
  readsPerPage: number[];
  maxReads: number;
}

export async function benchSearch(sizes: number[]): Promise<SearchBenchRow[]> {
  Object.assign(process.env, emulatorEnv(), localAppEnv());
  const admin = initializeApp({ projectId: PROJECT_ID }, `bench-search-${Date.now()}`);
  const db = getFirestore(admin);
  const vite = await createServer({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  const rows: SearchBenchRow[] = [];
  try {
    const api = (await vite.ssrLoadModule('/src/features/jobs/api/search-jobs.ts')) as {
      searchJobs: (filters: JobSearchFilters, cursor?: unknown) => Promise<SearchPage>;
    };
    const largest = Math.max(...sizes);
    const jobs = generateJobs(largest, referenceDate());
    let stored = (await db.collection('jobs').count().get()).data().count;
    if (stored < DEFAULT_JOB_COUNT) throw new Error('Seed the suite first (the bench seeds it).');
    for (const size of sizes) {
      const started = performance.now();
      for (let from = stored; from < size; from += WRITE_BATCH) {
        const batch = db.batch();
        for (const { id, ...job } of jobs.slice(from, Math.min(size, from + WRITE_BATCH))) {
          batch.set(db.collection('jobs').doc(id), { id, ...job });
        }
        await batch.commit();
      }
      if (size > stored) {
        console.log(
          `  jobs grown ${stored} → ${size} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      stored = Math.max(stored, size);
      const latencies: number[] = [];
      const reads: number[] = [];
      for (const [name, filters] of SEARCHES) {
        const searchStarted = performance.now();
        for (let repeat = 0; repeat < REPEATS; repeat += 1) {
          const begin = performance.now();
          const first = await api.searchJobs({ ...EMPTY_FILTERS, ...filters });
          latencies.push(performance.now() - begin);
          if (repeat === 0) {
            reads.push(first.reads);
            if (first.next)
              reads.push(
                (await api.searchJobs({ ...EMPTY_FILTERS, ...filters }, first.next)).reads,
              );
          }
        }
        if (process.env.BENCH_VERBOSE) {
          console.log(`    ${name}: ${((performance.now() - searchStarted) / 1000).toFixed(1)} s`);
        }
      }
      const row = {
        size,
        medianMs: median(latencies),
        readsPerPage: reads,
        maxReads: Math.max(...reads),
      };
      rows.push(row);
      console.log(
        `  ${size} jobs: median ${row.medianMs.toFixed(1)} ms, reads/page ${reads.join(' ')}`,
      );
    }
  } finally {
    await vite.close();
    await deleteApp(admin);
  }
  return rows;
}

export function printSearchBench(rows: SearchBenchRow[]): void {
  console.log(
    `  job search (${SEARCHES.length} searches × ${REPEATS}, first page; reads of pages 1–2):`,
  );
  console.log('    jobs      median ms   reads/page (median, max)   latency vs smallest');
  const base = rows[0]?.medianMs ?? 1;
  for (const row of rows) {
    console.log(
      `    ${String(row.size).padEnd(9)} ${row.medianMs.toFixed(1).padStart(9)}   ${`${median(row.readsPerPage)}, ${row.maxReads}`.padStart(17)}          ${(row.medianMs / base).toFixed(2)}×`,
    );
  }
}
