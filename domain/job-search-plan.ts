// How a search becomes one indexed Firestore query. Firestore allows one `array-contains` per
// query, so the longest keyword (the likeliest to be rare) is matched by the index and the other
// words and exact skills are checked on the page's candidates (at most MAX_SCAN_BATCHES pages).
// Every search finds open postings only (`status == 'open'`: a closed posting leaves the board at
// once, and firestore.rules lets anybody list jobs only with that filter).
// Every plan this module can produce has a composite index in firestore.indexes.json; a unit test
// enumerates them all.
import type { Job, JobStatus } from '../contracts/job.js';
import { locationKey, searchTokens } from '../contracts/job-search-tokens.js';
import type { JobSearchFilters } from './job-search-filters.js';

export type FilterField = 'type' | 'experience' | 'remote' | 'locationKey';
export type EqualityField = 'status' | FilterField;
/** The status every search asks for: only open postings are on the board. */
export const BOARD_STATUS: JobStatus = 'open';
/** The order the filters' equalities are written in (after the status), in the query and its index. */
export const EQUALITY_FIELDS: readonly FilterField[] = [
  'type',
  'experience',
  'remote',
  'locationKey',
];

export interface SearchPlan {
  /** Token matched with `keywords array-contains`. */
  token: string | null;
  equalities: [EqualityField, string | boolean][];
  minSalary: number | null;
  /** Ordering, most significant first; the last is the cursor's tie-breaker before the id. */
  orderBy: ['postedDate' | 'salary', 'desc' | 'asc'][];
  /** Words every job must contain besides the indexed one. */
  extraTokens: string[];
  /** Skills (lower-cased) every job must list. */
  skills: string[];
}

const longestFirst = (a: string, b: string) => b.length - a.length || a.localeCompare(b);

export function planSearch(filters: JobSearchFilters): SearchPlan {
  const words = searchTokens(filters.q).sort(longestFirst);
  const skills = filters.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean);
  const skillTokens = searchTokens(filters.skills).sort(longestFirst);
  const token = words[0] ?? skillTokens[0] ?? null;
  const values: Record<FilterField, string | boolean | null> = {
    type: filters.type || null,
    experience: filters.experience || null,
    remote: filters.remote ? true : null,
    locationKey: filters.location ? locationKey(filters.location) || null : null,
  };
  const equalities: [EqualityField, string | boolean][] = [
    ['status', BOARD_STATUS],
    ...EQUALITY_FIELDS.flatMap((field): [EqualityField, string | boolean][] =>
      values[field] === null ? [] : [[field, values[field]]],
    ),
  ];
  const orderBy: SearchPlan['orderBy'] =
    filters.sort === 'salary'
      ? [['salary', 'desc']]
      : filters.minSalary
        ? [
            ['postedDate', 'desc'],
            ['salary', 'asc'],
          ]
        : [['postedDate', 'desc']];
  return {
    token,
    equalities,
    minSalary: filters.minSalary,
    orderBy,
    extraTokens: words.filter((word) => word !== token),
    skills,
  };
}

/** Whether the page's candidates must be checked beyond the index (and the count is unknown). */
export function needsPostFilter(plan: SearchPlan): boolean {
  return plan.extraTokens.length > 0 || plan.skills.length > 0;
}

/** Whether a job read by the query satisfies the filters the index could not apply. */
export function matchesPostFilter(job: Job & { keywords?: string[] }, plan: SearchPlan): boolean {
  const keywords = new Set(job.keywords ?? []);
  const skills = new Set(job.skills.map((skill) => skill.toLowerCase()));
  return (
    plan.extraTokens.every((word) => keywords.has(word)) &&
    plan.skills.every((skill) => skills.has(skill))
  );
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/** The composite index a plan needs, or null when Firestore's single-field indexes serve it. */
export function indexFor(plan: Pick<SearchPlan, 'token' | 'equalities' | 'orderBy'>) {
  const fields: IndexField[] = [];
  if (plan.token) fields.push({ fieldPath: 'keywords', arrayConfig: 'CONTAINS' });
  for (const [field] of plan.equalities) fields.push({ fieldPath: field, order: 'ASCENDING' });
  for (const [field, direction] of plan.orderBy) {
    fields.push({ fieldPath: field, order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
  }
  return fields.length > 1 ? { collectionGroup: 'jobs', queryScope: 'COLLECTION', fields } : null;
}

/** Every distinct query shape a search can take: the set of indexes the jobs collection needs. */
export function allSearchIndexes() {
  const shapes: ReturnType<typeof indexFor>[] = [];
  const subsets = 1 << EQUALITY_FIELDS.length;
  for (let mask = 0; mask < subsets; mask += 1) {
    const equalities: [EqualityField, string][] = [
      ['status', BOARD_STATUS],
      ...EQUALITY_FIELDS.filter((_, bit) => mask & (1 << bit)).map(
        (field): [EqualityField, string] => [field, 'x'],
      ),
    ];
    for (const token of [null, 'x']) {
      for (const orderBy of [
        [['postedDate', 'desc']],
        [
          ['postedDate', 'desc'],
          ['salary', 'asc'],
        ],
        [['salary', 'desc']],
      ] as SearchPlan['orderBy'][]) {
        shapes.push(indexFor({ token, equalities, orderBy }));
      }
    }
  }
  return shapes.filter((shape) => shape !== null);
}

/** Every field a search's index can hold. */
export const SEARCH_INDEX_FIELDS: ReadonlySet<string> = new Set([
  'keywords',
  'status',
  ...EQUALITY_FIELDS,
  'postedDate',
  'salary',
]);

/**
 * Whether a declared index is one of the search's (of today or of an earlier shape of the
 * search): a jobs index on search fields only. Other jobs indexes (a company's postings by
 * `companyId`) are not.
 */
export function isSearchIndex(index: {
  collectionGroup: string;
  fields: readonly { fieldPath: string }[];
}): boolean {
  return (
    index.collectionGroup === 'jobs' &&
    index.fields.every((field) => SEARCH_INDEX_FIELDS.has(field.fieldPath))
  );
}
