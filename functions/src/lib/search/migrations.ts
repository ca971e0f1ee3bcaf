// The search engine's schema as versioned migrations: each is applied once, in order, in a
// transaction of its own, and recorded in `search_migrations`; a runner holding an advisory lock
// makes concurrent start-ups wait rather than apply one twice. Never edit an applied migration:
// add the next one.
import type pg from 'pg';
import { CITY_COORDINATES } from './cities.js';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'jobs, their weighted document, terms for suggestions and typos, cities',
    sql: `
      create extension if not exists unaccent;
      create extension if not exists pg_trgm;

      -- unaccent() is only stable (its dictionary could change); indexes need an immutable call
      create or replace function search_fold(value text) returns text
        language sql immutable parallel safe strict
        as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

      -- the weighted words a job is found by: A its title, B its skills and company, C its
      -- description and place (names are not stemmed); immutable as a whole, so that a column
      -- can be made of it
      create function search_document(
        title text, skills text[], company text, location text, description text
      ) returns tsvector language sql immutable parallel safe
        as $$ select
          setweight(to_tsvector('english', search_fold(title)), 'A') ||
          setweight(to_tsvector('english', search_fold(array_to_string(skills, ' '))), 'B') ||
          setweight(to_tsvector('simple', search_fold(company)), 'B') ||
          setweight(to_tsvector('simple', search_fold(location)), 'C') ||
          setweight(to_tsvector('english', search_fold(description)), 'C') $$;

      -- open postings only: a closed or deleted one has no row
      create table jobs (
        id text primary key,
        title text not null,
        company text not null,
        company_id text not null,
        company_key text not null,
        location text not null,
        city text not null,
        city_key text not null,
        remote boolean not null,
        type text not null,
        experience text not null,
        salary integer not null,
        skills text[] not null,
        skill_keys text[] not null,
        description text not null,
        posted_at timestamptz not null,
        apply_url text not null,
        document tsvector generated always as (search_document(title, skills, company, location, description)) stored
      );
      create index jobs_document on jobs using gin (document);
      create index jobs_newest on jobs (posted_at desc, id desc);
      create index jobs_salary on jobs (salary desc, posted_at desc, id desc);
      create index jobs_city on jobs (city_key);
      create index jobs_skills on jobs using gin (skill_keys);

      -- what autocomplete offers (titles, skills, places) and the words "did you mean" picks
      -- from, each with the number of open jobs that carry it
      create table search_terms (
        kind text not null check (kind in ('title', 'skill', 'place', 'word')),
        key text not null,
        label text not null,
        jobs integer not null,
        primary key (kind, key)
      );
      create index search_terms_trigram on search_terms using gin (key gin_trgm_ops);

      create function search_job_terms(title text, company text, skills text[], city text, description text)
        returns table (kind text, key text, label text)
        language sql immutable parallel safe
        as $$
          select distinct on (kind, key) kind, key, label from (
            select 'title' as kind, search_fold(title) as key, title as label
            union all select 'skill', search_fold(skill), skill from unnest(skills) as skill
            union all select 'place', search_fold(city), city
            union all select 'word', word, word from regexp_split_to_table(
              search_fold(title || ' ' || company || ' ' || array_to_string(skills, ' ') || ' ' || description),
              '[^[:alnum:]]+') as word
          ) as terms
          where length(key) > 1 and length(key) <= 80
          order by kind, key, label
        $$;

      create table cities (
        key text primary key,
        lat double precision not null,
        lon double precision not null
      );

      -- great-circle distance in km (haversine)
      create function distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
        returns double precision language sql immutable parallel safe strict
        as $$ select 12742 * asin(sqrt(
          power(sin(radians(lat2 - lat1) / 2), 2) +
          cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))) $$;
    `,
  },
  {
    version: 2,
    name: 'the coordinates of the cities jobs are in',
    sql: `insert into cities (key, lat, lon) values ${CITY_COORDINATES.map(
      ([city, lat, lon]) => `(search_fold(${quote(city)}), ${lat}, ${lon})`,
    ).join(', ')} on conflict (key) do update set lat = excluded.lat, lon = excluded.lon;`,
  },
  {
    version: 3,
    name: 'facet counts of the whole board kept like the terms (a browse reads them), a word looked up through the index',
    sql: `
      -- each facet value with the number of open jobs that have it ('total' counts every job),
      -- as searchJobs' facets name them; the salary band is 50,000 wide (SALARY_BAND)
      create table search_facets (
        facet text not null,
        key text not null,
        label text not null,
        jobs integer not null,
        primary key (facet, key)
      );

      create function search_job_facets(
        type text, experience text, remote boolean, city text, city_key text, salary integer,
        skills text[], skill_keys text[]
      ) returns table (facet text, key text, label text)
        language sql immutable parallel safe
        as $$
          select 'total', '', ''
          union all select 'type', type, type
          union all select 'experience', experience, experience
          union all select 'remote', remote::text, remote::text
          union all select 'city', city_key, city
          union all select 'salaryBand', ((salary / 50000) * 50000)::text, ((salary / 50000) * 50000)::text
          union all (select distinct on (skill.key) 'skill', skill.key, skill.label
            from unnest(skill_keys, skills) as skill(key, label)
            order by skill.key, skill.label)
        $$;

      -- whether any open job has a word (its tsquery): always a probe of the index, never a scan
      -- of every row, which the planner picks for a word no job has when it guesses it common
      create function search_word_known(query tsquery) returns boolean
        language sql stable parallel safe set enable_seqscan = off
        as $$ select exists(select 1 from jobs where document @@ query) $$;

      insert into search_facets (facet, key, label, jobs)
      select f.facet, f.key, min(f.label), count(*)
      from jobs j, lateral search_job_facets(j.type, j.experience, j.remote, j.city, j.city_key,
        j.salary, j.skills, j.skill_keys) f
      group by f.facet, f.key;
    `,
  },
];

/** An id for the advisory lock that keeps two runners from migrating at once. */
const MIGRATION_LOCK = 7_264_001;

/** Applies the migrations `pool`'s database has not had yet; returns the versions applied. */
export async function migrate(
  pool: pg.Pool,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`create table if not exists search_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await client.query<{ version: number }>('select version from search_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into search_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      applied.push(migration.version);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
