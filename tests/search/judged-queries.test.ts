// The search contract on each engine (engines.ts): a judged query set on the fixed corpus
// (fixtures.ts) — for each query the jobs that must rank in the top 5 and those that must not
// appear — then the parts of an answer the judgements do not cover: facets, pages, highlights,
// did-you-mean, completions, the board following its postings, and the requests refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  createSearchPool,
  deleteJob,
  jobRow,
  migrate,
  MIGRATIONS,
  replaceAllJobs,
  SearchInputError,
  searchJobs,
  suggestJobs,
  upsertJob,
} from '../../functions/src/lib/search/index.ts';
import type { JobSearchRequestInput } from '../../contracts/job-search.ts';
import type { EmbeddedEngine } from '../../scripts/lib/search-engine.ts';
import { engineKinds } from './engines.ts';
import { CORPUS_DATE, fixtureDocs, fixtureRows } from './fixtures.ts';

interface Judgement {
  name: string;
  request: JobSearchRequestInput;
  top5: string[];
  absent: string[];
  /** The correction offered; null: none (a plural is not a typo). */
  didYouMean?: string | null;
}

const JUDGED: Judgement[] = [
  {
    name: 'two words',
    request: { q: 'frontend developer' },
    top5: ['f01', 'f12'],
    absent: ['f03', 'f07', 'f27'],
  },
  {
    name: 'typos in both words',
    request: { q: 'fronted developr' },
    top5: ['f01', 'f12'],
    absent: ['f03', 'f27'],
    didYouMean: 'frontend developer',
  },
  {
    name: 'a plural',
    request: { q: 'data engineers' },
    top5: ['f04'],
    absent: ['f07', 'f17'],
    didYouMean: null,
  },
  {
    name: 'a plural of a title',
    request: { q: 'designers' },
    top5: ['f07', 'f08'],
    absent: ['f01'],
    didYouMean: null,
  },
  { name: 'a plural in a description', request: { q: 'nurses' }, top5: ['f09'], absent: ['f10'] },
  {
    name: 'several words across fields',
    request: { q: 'machine learning python' },
    top5: ['f05'],
    absent: ['f03', 'f16'],
  },
  { name: 'a quoted phrase', request: { q: '"machine learning"' }, top5: ['f05'], absent: ['f04'] },
  {
    name: 'a city without its accent',
    request: { location: 'zurich' },
    top5: ['f04', 'f05'],
    absent: ['f06', 'f01'],
  },
  {
    name: 'a city with its accent',
    request: { location: 'Zürich' },
    top5: ['f04', 'f05'],
    absent: ['f06'],
  },
  {
    name: 'an accented place in the words',
    request: { q: 'chef geneve' },
    top5: ['f28'],
    absent: ['f07'],
  },
  {
    name: 'an exclusion',
    request: { q: 'developer -agency' },
    top5: ['f01', 'f13'],
    absent: ['f12', 'f11'],
  },
  {
    name: 'an excluded company',
    request: { q: 'frontend', excludeCompanies: ['talentbridge agency'] },
    top5: ['f01', 'f02'],
    absent: ['f12'],
  },
  {
    name: 'within 50 km of a city',
    request: { location: 'Zurich', withinKm: 50 },
    top5: ['f04', 'f05', 'f06'],
    absent: ['f18', 'f10', 'f01'],
  },
  {
    name: 'within 100 km of a city',
    request: { q: 'engineer', location: 'Zürich', withinKm: 100 },
    top5: ['f04', 'f05', 'f06', 'f18'],
    absent: ['f10', 'f02'],
  },
  {
    name: 'a salary floor',
    request: { q: 'engineer', minSalary: 120_000 },
    top5: ['f02', 'f05', 'f21'],
    absent: ['f06', 'f04', 'f22'],
  },
  {
    name: 'a skill',
    request: { skills: ['python'] },
    top5: ['f04', 'f05', 'f16'],
    absent: ['f03'],
  },
  {
    name: 'a stemmed verb',
    request: { q: 'managing projects' },
    top5: ['f25'],
    absent: ['f19'],
  },
  { name: 'a company name', request: { q: 'appfabrik' }, top5: ['f14', 'f15'], absent: ['f13'] },
  // the stem of the misspelling is the stem of the word: found, nothing to correct
  { name: 'a misspelt ending', request: { q: 'kubernets' }, top5: ['f06'], absent: ['f18'] },
  {
    name: 'a typo in a skill',
    request: { q: 'terrafrom' },
    top5: ['f06'],
    absent: ['f18'],
    didYouMean: 'terraform',
  },
  {
    // "front" (of "front desk") is as like "frontnd" by its letters, but one edit further away
    name: 'a typo nearer a longer word than a shorter one',
    request: { q: 'frontnd developer' },
    top5: ['f01', 'f12'],
    absent: ['f31'],
    didYouMean: 'frontend developer',
  },
  {
    // "enginer" is found by its stem alone: its spelling is put right only beside another correction
    name: 'a typo of another stem beside one of the same stem',
    request: { q: 'fronted enginer' },
    top5: ['f02'],
    absent: ['f31', 'f03'],
    didYouMean: 'frontend engineer',
  },
  {
    name: 'a typo of the same stem alone',
    request: { q: 'enginer' },
    top5: ['f02'],
    absent: ['f31'],
    didYouMean: null,
  },
  {
    name: 'a typo in a title',
    request: { q: 'acountant' },
    top5: ['f10'],
    absent: ['f25'],
    didYouMean: 'accountant',
  },
  {
    name: 'remote only',
    request: { q: 'developer', remote: true },
    top5: ['f13'],
    absent: ['f01', 'f12'],
  },
  { name: 'a job type', request: { type: 'Internship' }, top5: ['f22'], absent: ['f01'] },
  {
    name: 'an experience level',
    request: { q: 'frontend', experience: 'Senior' },
    top5: ['f02'],
    absent: ['f01', 'f12'],
  },
  {
    name: 'two skills of one platform',
    request: { q: 'swift ios' },
    top5: ['f14'],
    absent: ['f15'],
  },
  {
    name: 'a word found only with the excluded one',
    request: { q: 'consultant -agency' },
    top5: [],
    absent: ['f11'],
  },
];

/** Dates of the fixture's postings relative to the corpus. */
const dayBefore = (days: number) => new Date(CORPUS_DATE - days * 86_400_000).toISOString();

describe.each(engineKinds())('search on $name', ({ open }) => {
  let engine: EmbeddedEngine;
  let pool: pg.Pool;

  beforeAll(async () => {
    engine = await open();
    pool = createSearchPool(engine.url);
    await migrate(pool);
    await replaceAllJobs(pool, fixtureRows());
  });

  afterAll(async () => {
    await pool?.end();
    await engine?.stop();
  });

  it('applies each migration once, and again nothing', async () => {
    expect(await migrate(pool)).toEqual([]);
    const { rows } = await pool.query<{ version: number }>(
      'select version from search_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(
      MIGRATIONS.map((migration) => migration.version),
    );
  });

  it.each(JUDGED)('judged: $name', async ({ request, top5, absent, didYouMean }) => {
    const answer = await searchJobs({ ...request, limit: 50 }, pool);
    const ids = answer.hits.map((hit) => hit.id);
    for (const id of top5)
      expect(ids.slice(0, 5), `${id} in the top 5 of ${ids.join(' ')}`).toContain(id);
    for (const id of absent) expect(ids, `${id} absent`).not.toContain(id);
    expect(answer.total).toBe(answer.hits.length);
    if (didYouMean !== undefined) expect(answer.didYouMean).toBe(didYouMean);
  });

  it('has no "did you mean" when every word is known', async () => {
    expect((await searchJobs({ q: 'frontend developer' }, pool)).didYouMean).toBeNull();
  });

  it('counts each facet with the other filters applied', async () => {
    const answer = await searchJobs({ q: 'developer', type: 'Full-time', remote: true }, pool);
    // the title's match first, then the description's ("developers")
    expect(answer.hits.map((hit) => hit.id)).toEqual(['f13', 'f24']);
    // the type facet ignores the type filter (and keeps the remote one), the remote facet the reverse
    expect(answer.facets.type).toEqual([{ value: 'Full-time', count: 2 }]);
    const developers = (await searchJobs({ q: 'developer', type: 'Full-time' }, pool)).total;
    expect(answer.facets.remote).toEqual([
      { value: 'false', count: developers - 2 },
      { value: 'true', count: 2 },
    ]);
    const cities = await searchJobs({ q: 'engineer', location: 'Zürich' }, pool);
    expect(cities.total).toBe(2);
    expect(cities.facets.city[0]).toEqual({ value: 'Zürich', count: 2 });
    expect(cities.facets.city.length).toBeGreaterThan(1);
    expect(cities.facets.salaryBand).toEqual([{ value: '100000', count: 2 }]);
    expect(cities.facets.skill[0]).toEqual({ value: 'Python', count: 2 });
  });

  it('gives the distance of each hit from the searched city', async () => {
    const answer = await searchJobs({ location: 'Zürich', withinKm: 50 }, pool);
    const distance = Object.fromEntries(answer.hits.map((hit) => [hit.id, hit.distanceKm]));
    expect(distance.f04).toBe(0);
    expect(distance.f06).toBeGreaterThan(15);
    expect(distance.f06).toBeLessThan(30);
  });

  it('marks the matched words of the title and the snippet, as text', async () => {
    const [hit] = (await searchJobs({ q: 'forecasting python', limit: 1 }, pool)).hits;
    expect(hit?.titleHighlight.map((piece) => piece.text).join('')).toBe(hit?.title);
    expect(hit?.snippet.some((piece) => piece.hit && /forecasting/i.test(piece.text))).toBe(true);
    const plain = (await searchJobs({ type: 'Internship' }, pool)).hits[0];
    expect(plain?.titleHighlight).toEqual([{ text: 'Junior Software Engineer', hit: false }]);
  });

  it('sorts by date or by salary when asked, and keeps only later postings for an alert', async () => {
    const newest = await searchJobs({ q: 'engineer', sort: 'newest' }, pool);
    const dates = newest.hits.map((hit) => hit.postedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const salary = await searchJobs({ q: 'engineer', sort: 'salary' }, pool);
    expect(salary.hits[0]?.id).toBe('f05');
    const later = await searchJobs({ q: 'engineer', postedAfter: dayBefore(3.5) }, pool);
    // f11 asks for engineers in its description
    expect(later.hits.map((hit) => hit.id).sort()).toEqual(['f04', 'f11', 'f22']);
  });

  it('completes titles, skills and places from what is typed', async () => {
    expect(await suggestJobs({ q: 'dev' }, pool)).toMatchObject({
      titles: expect.arrayContaining(['DevOps Engineer', 'Frontend Developer']) as string[],
    });
    expect((await suggestJobs({ q: 'pyt' }, pool)).skills).toEqual(['Python', 'PyTorch']);
    expect((await suggestJobs({ q: 'zur' }, pool)).places).toEqual(['Zürich']);
    // a typo still finds the place
    expect((await suggestJobs({ q: 'winterthr' }, pool)).places).toContain('Winterthur');
    expect(await suggestJobs({ q: 'x' }, pool)).toEqual({ titles: [], skills: [], places: [] });
  });

  it.each([
    ['a 5,000-character query', { q: 'a'.repeat(5_000) }, 'q'],
    ['an unknown facet value', { type: 'Banana' }, 'type'],
    ['a negative distance', { location: 'Berlin', withinKm: -5 }, 'withinKm'],
    ['a malformed cursor', { cursor: 'bm90IGEgY3Vyc29y' }, 'cursor'],
    [
      'a cursor with a forged date',
      { sort: 'newest', cursor: 'WyJuIiwgIjIwMjYiLCAiZjAxIl0' },
      'cursor',
    ],
    [
      'a cursor of another sort',
      { sort: 'salary', cursor: 'WyJuIiwiMjAyNi0xMS0wMVQwMDowMDowMFoiLCJmMDEiXQ' },
      'cursor',
    ],
  ])('refuses %s, naming the field', async (_what, request, field) => {
    const refusal = await searchJobs(request as JobSearchRequestInput, pool).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SearchInputError);
    expect((refusal as SearchInputError).field).toBe(field);
  });

  it('follows its postings: published, changed, closed, deleted', async () => {
    const [id, doc] = fixtureDocs()[0]!;
    await upsertJob(pool, 'live-1', { ...doc, title: 'Quokka Keeper' });
    expect((await searchJobs({ q: 'quokka' }, pool)).hits.map((hit) => hit.id)).toEqual(['live-1']);
    expect((await suggestJobs({ q: 'quok' }, pool)).titles).toEqual(['Quokka Keeper']);
    await upsertJob(pool, 'live-1', { ...doc, title: 'Wombat Keeper' });
    expect((await searchJobs({ q: 'quokka' }, pool)).total).toBe(0);
    expect((await suggestJobs({ q: 'quok' }, pool)).titles).toEqual([]);
    await upsertJob(pool, 'live-1', { ...doc, title: 'Wombat Keeper', status: 'closed' });
    expect((await searchJobs({ q: 'wombat' }, pool)).total).toBe(0);
    await upsertJob(pool, 'live-1', { ...doc, title: 'Wombat Keeper' });
    await deleteJob(pool, 'live-1');
    expect((await searchJobs({ q: 'wombat' }, pool)).total).toBe(0);
    expect((await suggestJobs({ q: 'womb' }, pool)).titles).toEqual([]);
    expect(id).toBe('f01');
  });

  /** What search_terms and search_facets hold, and what counting the rows afresh gives. */
  async function keptAndRecounted() {
    const kept = await pool.query<{ counts: string }>(
      `select json_agg(c order by c.kind, c.key)::text as counts from (
         select kind, key, jobs from search_terms
         union all select facet, key, jobs from search_facets) c`,
    );
    const recounted = await pool.query<{ counts: string }>(
      `select json_agg(c order by c.kind, c.key)::text as counts from (
         select t.kind, t.key, count(*)::integer as jobs
         from jobs j, lateral search_job_terms(j.title, j.company, j.skills, j.city, j.description) t
         group by t.kind, t.key
         union all
         select f.facet, f.key, count(*)::integer
         from jobs j, lateral search_job_facets(j.type, j.experience, j.remote, j.city, j.city_key,
           j.salary, j.skills, j.skill_keys) f
         group by f.facet, f.key) c`,
    );
    return { kept: kept.rows[0]?.counts, recounted: recounted.rows[0]?.counts };
  }

  it('keeps every count right when many writes of the same jobs overlap', async () => {
    const docs = fixtureDocs();
    const ids = Array.from({ length: 4 }, (_, index) => `race-${index}`);
    try {
      // rounds of 8 writes at once to 4 jobs, each taking the words and facets of others in turn
      // (8 at a time: the pool's connections are waited for no longer than its timeout)
      for (let round = 0; round < 6; round += 1) {
        const writes = Array.from({ length: 8 }, (_, index) => {
          const turn = round * 8 + index;
          const [, doc] = docs[turn % docs.length]!;
          const id = ids[turn % ids.length]!;
          return turn % 10 === 9
            ? deleteJob(pool, id)
            : upsertJob(pool, id, { ...doc, status: turn % 7 === 6 ? 'closed' : 'open' });
        });
        const outcomes = await Promise.allSettled(writes);
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      }
      const during = await keptAndRecounted();
      expect(during.kept).toBe(during.recounted);
    } finally {
      await Promise.all(ids.map((id) => deleteJob(pool, id)));
    }
    const after = await keptAndRecounted();
    expect(after.kept).toBe(after.recounted);
  });

  it('answers a browse of the whole board from the kept counts, as counting the rows would', async () => {
    const [, doc] = fixtureDocs()[2]!;
    await upsertJob(pool, 'browse-1', { ...doc, skills: ['Cobol', 'Python'] });
    try {
      const kept = await searchJobs({}, pool);
      // a filter every job passes makes the engine count the rows
      const counted = await searchJobs({ postedAfter: '1970-01-01T00:00:00.000Z' }, pool);
      expect(kept.total).toBe(fixtureRows().length + 1);
      expect(kept.facets).toEqual(counted.facets);
      expect(kept.total).toBe(counted.total);
    } finally {
      await deleteJob(pool, 'browse-1');
    }
    expect((await searchJobs({}, pool)).total).toBe(fixtureRows().length);
  });

  it.each(['relevance', 'newest', 'salary'] as const)(
    'pages through %s order with no hit twice and none left out',
    async (sort) => {
      const [, doc] = fixtureDocs()[0]!;
      // many ties: 7 salaries, 5 dates, the same words
      const rows = Array.from({ length: 157 }, (_, index) =>
        jobRow(`page-${String(index).padStart(3, '0')}`, {
          ...doc,
          title: index % 3 === 0 ? 'Paging Engineer' : 'Paging Engineer Paging',
          salary: 50_000 + (index % 7) * 10_000,
          postedDate: dayBefore(index % 5),
        }),
      ).flatMap((row) => row ?? []);
      await replaceAllJobs(pool, rows);
      try {
        const seen: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const page = await searchJobs(
            { q: 'paging', sort, limit: 20, ...(cursor ? { cursor } : {}) },
            pool,
          );
          expect(page.total).toBe(157);
          seen.push(...page.hits.map((hit) => hit.id));
          cursor = page.nextCursor ?? undefined;
          pages += 1;
        } while (cursor && pages < 20);
        expect(pages).toBe(8);
        expect(new Set(seen).size).toBe(157);
        expect(seen).toHaveLength(157);
      } finally {
        await replaceAllJobs(pool, fixtureRows());
      }
    },
  );
});
