// The search engine's connection: a `pg` pool to the PostgreSQL named by SEARCH_DATABASE_URL (a
// secret in production; locally the embedded engine the suite starts, see scripts/lib/search-engine.ts).
// The schema is brought up to date once per pool, on its first use (migrations.ts).
import pg from 'pg';
import { lazy } from '../lazy.js';
import { migrate } from './migrations.js';

/** The setting that names the engine's database (README, "Search engine"). */
export const SEARCH_DATABASE_URL_VAR = 'SEARCH_DATABASE_URL';

/** What the engine is queried through: a pool, or one of its clients inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** The engine cannot be reached or answered with an error: the API says "unavailable". */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';
}

/**
 * A pool for `url` whose connections and statements give up quickly: a search never hangs on a
 * dead or overloaded engine, the API answers 503 within seconds.
 */
export function createSearchPool(url: string, max = 4): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 3_000,
  });
  // an idle connection that drops is replaced on the next query; it must not end the process
  pool.on('error', () => undefined);
  return pool;
}

interface Engine {
  pool: pg.Pool;
  ready: () => Promise<void>;
}

let engine: Engine | undefined;

/** The process's pool, its schema migrated before the first query is let through. */
export async function searchPool(env: NodeJS.ProcessEnv = process.env): Promise<pg.Pool> {
  const url = env[SEARCH_DATABASE_URL_VAR];
  if (!url) throw new SearchUnavailableError(`${SEARCH_DATABASE_URL_VAR} is not set`);
  const current = (engine ??= (() => {
    const pool = createSearchPool(url);
    return { pool, ready: lazy(async () => void (await migrate(pool))) };
  })());
  try {
    await current.ready();
  } catch (error) {
    throw new SearchUnavailableError('The search engine cannot be reached', { cause: error });
  }
  return current.pool;
}
