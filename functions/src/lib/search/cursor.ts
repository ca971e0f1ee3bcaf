// The keyset cursor of a search's pages: the sort keys of the page's last hit, opaque to the
// caller (base64url JSON). The next page starts strictly after them in the same order, so pages
// never repeat or skip a hit while the board stands still.
import type { JobSearchSort } from '../../contracts.js';

/** Where a page ends, in the sort's order: relevance (rank, date, id), newest, salary. */
export type CursorKeys =
  | { sort: 'relevance'; rank: number; postedAt: string; id: string }
  | { sort: 'newest'; postedAt: string; id: string }
  | { sort: 'salary'; salary: number; postedAt: string; id: string };

export function encodeCursor(keys: CursorKeys): string {
  const values =
    keys.sort === 'relevance'
      ? ['r', keys.rank, keys.postedAt, keys.id]
      : keys.sort === 'newest'
        ? ['n', keys.postedAt, keys.id]
        : ['s', keys.salary, keys.postedAt, keys.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** An instant as the engine writes it (toISOString), the only form a cursor of ours holds. */
const isDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/** The keys of `cursor` for a search sorted by `sort`, or null when it is not one of ours. */
export function decodeCursor(cursor: string, sort: JobSearchSort): CursorKeys | null {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values)) return null;
  const [tag, first, postedAt, id] = values as unknown[];
  if (values.length !== (tag === 'n' ? 3 : 4)) return null;
  if (sort === 'newest' && tag === 'n' && isDate(first) && isId(postedAt)) {
    return { sort, postedAt: first, id: postedAt };
  }
  if (!isDate(postedAt) || !isId(id) || typeof first !== 'number' || !Number.isFinite(first)) {
    return null;
  }
  if (sort === 'relevance' && tag === 'r') return { sort, rank: first, postedAt, id };
  if (sort === 'salary' && tag === 's') return { sort, salary: first, postedAt, id };
  return null;
}
