// The engine's copy of the board: a stored job (jobs/{id} in Firestore, the source of truth)
// becomes a row of `jobs` while it is open, and no row once it is closed or deleted. Writing a row
// also keeps `search_terms` (autocomplete and "did you mean") counting the open jobs of each term.
import type pg from 'pg';
import { locationKey } from '../../contracts.js';
import { withoutMarkers } from './highlight.js';
import type { Queryable } from './pool.js';

/** A job as the engine stores it (the columns of `jobs` that are not computed). */
export interface JobRow {
  id: string;
  title: string;
  company: string;
  companyId: string;
  location: string;
  remote: boolean;
  type: string;
  experience: string;
  salary: number;
  skills: string[];
  description: string;
  postedAt: string;
  applyUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The row of a stored job, or null when the job is not on the board (closed, or not a job).
 * `postedDate` that is not a date reads as the epoch (found last by "newest").
 */
export function jobRow(id: string, data: Record<string, unknown> | undefined): JobRow | null {
  if (!data || data.status !== 'open') return null;
  const posted = Date.parse(text(data.postedDate));
  const salary = typeof data.salary === 'number' && Number.isFinite(data.salary) ? data.salary : 0;
  return {
    id,
    title: withoutMarkers(text(data.title)),
    company: text(data.company),
    companyId: text(data.companyId),
    location: text(data.location),
    remote: data.remote === true,
    type: text(data.type),
    experience: text(data.experience),
    salary: Math.max(0, Math.min(2_000_000_000, Math.round(salary))),
    skills: Array.isArray(data.skills)
      ? data.skills.filter((skill): skill is string => typeof skill === 'string')
      : [],
    description: withoutMarkers(text(data.description)),
    postedAt: new Date(Number.isNaN(posted) ? 0 : posted).toISOString(),
    applyUrl: text(data.applyUrl),
  };
}

/** The city a job is in (`Zürich, Switzerland` → `Zürich`), as the location facet shows it. */
export const cityOf = (location: string) => (location.split(',')[0] ?? '').trim();

const COLUMNS = [
  'id',
  'title',
  'company',
  'company_id',
  'company_key',
  'location',
  'city',
  'city_key',
  'remote',
  'type',
  'experience',
  'salary',
  'skills',
  'skill_keys',
  'description',
  'posted_at',
  'apply_url',
] as const;

/** The SQL values of `rows` for `insert … select * from unnest(…)`: one array per column. */
function columnArrays(rows: readonly JobRow[]): unknown[] {
  return [
    rows.map((row) => row.id),
    rows.map((row) => row.title),
    rows.map((row) => row.company),
    rows.map((row) => row.companyId),
    rows.map((row) => row.company),
    rows.map((row) => row.location),
    rows.map((row) => cityOf(row.location)),
    rows.map((row) => locationKey(row.location)),
    rows.map((row) => row.remote),
    rows.map((row) => row.type),
    rows.map((row) => row.experience),
    rows.map((row) => row.salary),
    // a text[][] must be rectangular: each job's skills travel as one JSON text
    rows.map((row) => JSON.stringify(row.skills)),
    rows.map((row) => JSON.stringify(row.skills)),
    rows.map((row) => row.description),
    rows.map((row) => row.postedAt),
    rows.map((row) => row.applyUrl),
  ];
}

const INSERT_ROWS = `
  insert into jobs (${COLUMNS.join(', ')})
  select id, title, company, company_id, search_fold(company_key), location, city,
    search_fold(city_key), remote, type, experience, salary,
    array(select jsonb_array_elements_text(skills::jsonb)),
    array(select search_fold(skill) from jsonb_array_elements_text(skill_keys::jsonb) as skill),
    description, posted_at::timestamptz, apply_url
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::boolean[], $10::text[], $11::text[], $12::integer[], $13::text[], $14::text[],
    $15::text[], $16::text[], $17::text[]) as given(${COLUMNS.join(', ')})`;

/** A table of counts kept from the open jobs' rows: its kind column and the terms of a row `j`. */
interface Counted {
  table: 'search_terms' | 'search_facets';
  kind: 'kind' | 'facet';
  terms: string;
}

const COUNTED: readonly Counted[] = [
  {
    table: 'search_terms',
    kind: 'kind',
    terms: 'search_job_terms(j.title, j.company, j.skills, j.city, j.description)',
  },
  {
    table: 'search_facets',
    kind: 'facet',
    terms: `search_job_facets(j.type, j.experience, j.remote, j.city, j.city_key, j.salary, j.skills,
      j.skill_keys)`,
  },
];

/** The terms the rows `ids` count now, per table of counts (read before they change). */
type Terms = [kinds: string[], keys: string[], labels: string[]];

async function termsOf(client: Queryable, ids: readonly string[]): Promise<Terms[]> {
  return Promise.all(
    COUNTED.map(async ({ terms }) => {
      const { rows } = await client.query<{ kind: string; key: string; label: string }>(
        `select t.kind, t.key, t.label from jobs j, lateral ${terms} as t(kind, key, label)
         where j.id = any($1::text[])`,
        [ids],
      );
      return [
        rows.map((row) => row.kind),
        rows.map((row) => row.key),
        rows.map((row) => row.label),
      ];
    }),
  );
}

/**
 * Brings the counts from `before` (the terms the rows `ids` counted, read by termsOf) to the rows
 * as they are now: one upsert per table of the net change of each term, in the order of the keys,
 * so that two jobs written at once lock the counts they share in the same order (no deadlock).
 */
async function recount(client: Queryable, ids: readonly string[], before: Terms[]): Promise<void> {
  for (const [index, { table, kind, terms }] of COUNTED.entries()) {
    const [kinds, keys, labels] = before[index] ?? [[], [], []];
    await client.query(
      `insert into ${table} (${kind}, key, label, jobs)
       select change.kind, change.key, min(change.label), sum(change.jobs)::integer
       from (
         select t.kind, t.key, t.label, 1 as jobs
         from jobs j, lateral ${terms} as t(kind, key, label)
         where j.id = any($1::text[])
         union all
         select kind, key, label, -1 from unnest($2::text[], $3::text[], $4::text[]) as was(kind, key, label)
       ) change
       group by change.kind, change.key
       having sum(change.jobs) <> 0
       order by change.kind, change.key
       on conflict (${kind}, key) do update set jobs = ${table}.jobs + excluded.jobs`,
      [ids, kinds, keys, labels],
    );
    if (keys.length > 0) {
      await client.query(
        `delete from ${table} where (${kind}, key) in (select * from unnest($1::text[], $2::text[]))
         and jobs <= 0`,
        [kinds, keys],
      );
    }
  }
}

/** The seed of the advisory locks of jobs' writes (lockJob). */
const JOB_LOCK = 7_264_002;

/** SQLSTATEs of a transaction that lost to a concurrent one (deadlock, serialization): run again. */
const RETRIED = new Set(['40P01', '40001']);
/** How many times a write to the engine runs before its error is let through. */
const ATTEMPTS = 4;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRIED.has(code)) throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * Takes job `id`'s write lock (an advisory lock held until the transaction ends) and reads what
 * its row counts. The lock, not a row lock: a row replaced by a concurrent write is a new row,
 * which a `for update` waiting on the old one would not see, and its terms would never be
 * uncounted. Once the lock is held, every later statement sees the other write's outcome.
 */
async function lockJob(client: Queryable, id: string): Promise<Terms[]> {
  await client.query('select pg_advisory_xact_lock(hashtextextended($1, $2))', [id, JOB_LOCK]);
  return termsOf(client, [id]);
}

/** Puts stored job `id` on the engine as it is now: its row replaced, or removed when not open. */
export async function upsertJob(
  pool: pg.Pool,
  id: string,
  data: Record<string, unknown> | undefined,
): Promise<'indexed' | 'removed'> {
  const row = jobRow(id, data);
  await inTransaction(pool, async (client) => {
    const before = await lockJob(client, id);
    await client.query('delete from jobs where id = $1', [id]);
    if (row) await client.query(INSERT_ROWS, columnArrays([row]));
    await recount(client, [id], before);
  });
  return row ? 'indexed' : 'removed';
}

/** Takes job `id` off the engine (a deleted posting). */
export async function deleteJob(pool: pg.Pool, id: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const before = await lockJob(client, id);
    await client.query('delete from jobs where id = $1', [id]);
    await recount(client, [id], before);
  });
}

/**
 * Replaces every row with `rows` (the rebuild, the seed, the bench): one transaction, so a search
 * sees the old board or the new one, never half of it. Terms are counted again from scratch.
 */
export async function replaceAllJobs(pool: pg.Pool, rows: readonly JobRow[]): Promise<void> {
  const BATCH = 1_000;
  await inTransaction(pool, async (client) => {
    // a bulk load, not a search: the pool's statement timeout does not apply
    await client.query('set local statement_timeout = 0');
    await client.query('truncate jobs, search_terms, search_facets');
    for (let start = 0; start < rows.length; start += BATCH) {
      await client.query(INSERT_ROWS, columnArrays(rows.slice(start, start + BATCH)));
    }
    for (const { table, kind, terms } of COUNTED) {
      await client.query(
        `insert into ${table} (${kind}, key, label, jobs)
         select t.kind, t.key, min(t.label), count(*)
         from jobs j, lateral ${terms} as t(kind, key, label)
         group by t.kind, t.key`,
      );
    }
  });
  await pool.query('analyze jobs, search_terms, search_facets');
}
