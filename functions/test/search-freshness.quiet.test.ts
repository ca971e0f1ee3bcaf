// How soon the search follows the postings: a posting published is found, and one closed is gone,
// within 5 s of its write, through the Hosting rewrite and the seeded suite's search engine.
// A wall-clock figure of the whole path (the Firestore trigger, the index write, the search), so it
// runs alone: `npm test` starts it once the functions and end-to-end suites have ended, when no
// other test's writes queue triggers ahead of this one's on the emulator (it delivers them one at a
// time).
import { describe, expect, it } from 'vitest';
import type { JobSearchResponse } from '../src/contracts.ts';
import { eventually, useHarness } from './lib/callable-harness.ts';
import { jobSearchClient } from './lib/job-search-client.ts';

const h = useHarness('freshness');
const { searchBody } = jobSearchClient(h);

/** The time allowed between a posting's write and the search that finds it (or no longer does). */
const FRESHNESS_MS = 5_000;

/** Polls the search until `done` holds; answers the time it took, or null after FRESHNESS_MS. */
async function within(query: string, done: (body: JobSearchResponse) => boolean) {
  const started = performance.now();
  while (performance.now() - started <= FRESHNESS_MS) {
    if (done(await searchBody(query))) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const hasJob = (id: string) => (body: JobSearchResponse) => body.hits.some((hit) => hit.id === id);

function posting(title: string) {
  return {
    title,
    company: 'Freshness Labs',
    companyId: '',
    createdBy: '',
    status: 'open',
    location: 'Berlin, Germany',
    remote: false,
    type: 'Full-time',
    experience: 'Mid',
    salary: 90_000,
    skills: ['Rust'],
    description: 'A posting written by the freshness test, searched for by its unusual title.',
    postedDate: new Date().toISOString(),
    applyUrl: '',
    keywords: [],
    locationKey: 'berlin',
  };
}

describe('the search index', () => {
  it('finds a posting within 5 s of its publication, and not within 5 s of its closing', async () => {
    // the trigger's worker started first: its start-up is not the freshness being measured
    const warm = h.db.collection('jobs').doc(h.unique('warm'));
    await warm.set(posting(`Zyxwarm ${warm.id}`));
    await eventually(async () => {
      const body = await searchBody('q=zyxwarm');
      return hasJob(warm.id)(body) ? true : undefined;
    }, 'the warm-up posting on the search');

    const job = h.db.collection('jobs').doc(h.unique('fresh'));
    await job.set(posting('Quokkalogist'));
    const found = await within('q=quokkalogist', hasJob(job.id));
    expect(found, 'found within 5 s of publication').not.toBeNull();

    await job.update({ status: 'closed' });
    const gone = await within('q=quokkalogist', (body) => !hasJob(job.id)(body));
    expect(gone, 'gone within 5 s of closing').not.toBeNull();
    await warm.delete();
  });
});
