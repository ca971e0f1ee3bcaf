// A search's query string as the engine's request: repeated keys for lists
// (`skills=Go&skills=SQL`), whole numbers, booleans (`true`/`1`, `false`/`0`). What is not one of
// the request's keys, or a single value given twice, is refused here with the key it concerns; the
// values themselves are checked against the contract by the engine (lib/search).
import type { JobSearchRequestInput } from '../contracts.js';

export class QueryStringError extends Error {
  override readonly name = 'QueryStringError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const TEXTS = ['q', 'location', 'type', 'experience', 'postedAfter', 'sort', 'cursor'] as const;
const NUMBERS = ['withinKm', 'minSalary', 'limit'] as const;
const LISTS = ['skills', 'excludeCompanies'] as const;
const BOOLEANS = ['remote'] as const;
const KNOWN = new Set<string>([...TEXTS, ...NUMBERS, ...LISTS, ...BOOLEANS]);

/** `12` → 12; anything else stays text, for the contract to refuse by its key. */
const number = (value: string): number | string =>
  /^-?\d{1,12}$/.test(value) ? Number(value) : value;

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** The request of a search's query string; throws QueryStringError naming the key at fault. */
export function searchRequestFromQuery(params: URLSearchParams): JobSearchRequestInput {
  const request: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key)) throw new QueryStringError(key, `unknown parameter "${key}"`);
    const values = params.getAll(key);
    if ((LISTS as readonly string[]).includes(key)) {
      request[key] = values;
      continue;
    }
    if (values.length > 1) throw new QueryStringError(key, `"${key}" may be given once`);
    const value = values[0] ?? '';
    if ((NUMBERS as readonly string[]).includes(key)) request[key] = number(value);
    else if ((BOOLEANS as readonly string[]).includes(key))
      request[key] = BOOLEAN_TEXT[value] ?? value;
    else request[key] = value;
  }
  return request;
}

/** The autocomplete's `q` (the only key it takes). */
export function suggestRequestFromQuery(params: URLSearchParams): { q: string } {
  for (const key of new Set(params.keys())) {
    if (key !== 'q') throw new QueryStringError(key, `unknown parameter "${key}"`);
  }
  if (params.getAll('q').length > 1) throw new QueryStringError('q', '"q" may be given once');
  return { q: params.get('q') ?? '' };
}
