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

const TERMS_OF = (alias: string) =>
  `search_job_terms(${alias}.title, ${alias}.company, ${alias}.skills, ${alias}.city, ${alias}.description)`;

/** Counts the terms of the jobs `ids` (as their rows are now) `sign` times (+1 or -1). */
async function countTerms(client: Queryable, ids: readonly string[], sign: 1 | -1): Promise<void> {
  await client.query(
    `insert into search_terms (kind, key, label, jobs)
     select t.kind, t.key, min(t.label), $2::integer * count(*)::integer
     from jobs j, lateral ${TERMS_OF('j')} t
     where j.id = any($1::text[])
     group by t.kind, t.key
     order by t.kind, t.key
     on conflict (kind, key) do update set jobs = search_terms.jobs + excluded.jobs`,
    [ids, sign],
  );
  if (sign < 0) await client.query('delete from search_terms where jobs <= 0');
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Removes the rows of `ids` (and their terms' counts); an id without a row is skipped. */
async function removeRows(client: Queryable, ids: readonly string[]): Promise<void> {
  await client.query('select id from jobs where id = any($1::text[]) for update', [ids]);
  await countTerms(client, ids, -1);
  await client.query('delete from jobs where id = any($1::text[])', [ids]);
}

/** Puts stored job `id` on the engine as it is now: its row replaced, or removed when not open. */
export async function upsertJob(
  pool: pg.Pool,
  id: string,
  data: Record<string, unknown> | undefined,
): Promise<'indexed' | 'removed'> {
  const row = jobRow(id, data);
  await inTransaction(pool, async (client) => {
    await removeRows(client, [id]);
    if (row) {
      await client.query(INSERT_ROWS, columnArrays([row]));
      await countTerms(client, [id], 1);
    }
  });
  return row ? 'indexed' : 'removed';
}

/** Takes job `id` off the engine (a deleted posting). */
export async function deleteJob(pool: pg.Pool, id: string): Promise<void> {
  await inTransaction(pool, (client) => removeRows(client, [id]));
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
    await client.query('truncate jobs, search_terms');
    for (let start = 0; start < rows.length; start += BATCH) {
      await client.query(INSERT_ROWS, columnArrays(rows.slice(start, start + BATCH)));
    }
    await client.query(
      `insert into search_terms (kind, key, label, jobs)
       select t.kind, t.key, min(t.label), count(*)
       from jobs j, lateral ${TERMS_OF('j')} t
       group by t.kind, t.key`,
    );
  });
  await pool.query('analyze jobs');
  await pool.query('analyze search_terms');
}
