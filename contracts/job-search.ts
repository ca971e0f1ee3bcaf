// The job search API: what GET /api/jobs/search and GET /api/jobs/suggest accept (their query
// strings, validated on the server) and what they answer. The search engine (functions), the
// search screen and the public board (app), the saved-search alerts and the tests share it.
import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './job-catalogue.js';
import type { ExperienceLevel, Job } from './job.js';

export const JOB_SEARCH_PATHS = {
  search: '/api/jobs/search',
  suggest: '/api/jobs/suggest',
} as const;

/** Limits of what a search accepts: anything beyond is a 400, never a crash. */
export const JOB_SEARCH_LIMITS = {
  /** Longest query text (words, quoted phrases and `-exclusions`). */
  queryMax: 200,
  /** Longest location or skill or company name. */
  textMax: 80,
  skillsMax: 5,
  excludedCompaniesMax: 10,
  /** Largest "within N km" of a city. */
  withinKmMax: 500,
  minSalaryMax: 10_000_000,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** Longest keyset cursor (opaque to the caller). */
  cursorMax: 200,
  /** Most suggestions per kind in an autocomplete answer. */
  suggestionsMax: 8,
} as const;

export const JOB_SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const experienceLevels = EXPERIENCE_LEVELS.map((entry) => entry.level) as [
  ExperienceLevel,
  ...ExperienceLevel[],
];

/**
 * One search, as the engine takes it (the query string, parsed: repeated keys for lists). `q` holds
 * words (all must match, stemmed and typo-tolerant), "quoted phrases" and `-words` that exclude.
 * `location` is a city; with `withinKm` every city that near counts. `postedAfter` (ISO 8601) keeps
 * postings published later only — the saved-search alerts use it.
 */
export const jobSearchRequestSchema = z.object({
  q: z._default(text(JOB_SEARCH_LIMITS.queryMax), ''),
  location: z._default(text(JOB_SEARCH_LIMITS.textMax), ''),
  withinKm: z.optional(z.int().check(z.gte(0), z.lte(JOB_SEARCH_LIMITS.withinKmMax))),
  remote: z.optional(z.boolean()),
  type: z.optional(z.enum(JOB_TYPES)),
  experience: z.optional(z.enum(experienceLevels)),
  minSalary: z.optional(z.int().check(z.gte(1), z.lte(JOB_SEARCH_LIMITS.minSalaryMax))),
  skills: z._default(
    z.array(text(JOB_SEARCH_LIMITS.textMax)).check(z.maxLength(JOB_SEARCH_LIMITS.skillsMax)),
    [],
  ),
  excludeCompanies: z._default(
    z
      .array(text(JOB_SEARCH_LIMITS.textMax))
      .check(z.maxLength(JOB_SEARCH_LIMITS.excludedCompaniesMax)),
    [],
  ),
  postedAfter: z.optional(z.iso.datetime()),
  sort: z._default(z.enum(JOB_SEARCH_SORTS), 'relevance'),
  cursor: z.optional(z.string().check(z.maxLength(JOB_SEARCH_LIMITS.cursorMax))),
  limit: z._default(
    z.int().check(z.gte(1), z.lte(JOB_SEARCH_LIMITS.pageSizeMax)),
    JOB_SEARCH_LIMITS.pageSizeDefault,
  ),
});
export type JobSearchRequest = z.output<typeof jobSearchRequestSchema>;
export type JobSearchRequestInput = z.input<typeof jobSearchRequestSchema>;

/** A piece of highlighted text: `hit` pieces are the matched words (rendered as text, never HTML). */
export interface HighlightPiece {
  text: string;
  hit: boolean;
}

/** A found job: the board's fields but the description, its company, and its highlights. */
export interface JobSearchHit extends Omit<Job, 'description'> {
  /** The posting's company, or '' for the board's sample market jobs. */
  companyId: string;
  /** The title, pieces marking the matched words. */
  titleHighlight: HighlightPiece[];
  /** A short passage of the description around the matched words (or its start). */
  snippet: HighlightPiece[];
  /** Distance from the searched city when `withinKm` was asked, in km. */
  distanceKm?: number;
}

/** How many hits each value of a facet would give (with the other filters applied). */
export interface FacetCount {
  value: string;
  count: number;
}

export interface JobSearchFacets {
  type: FacetCount[];
  experience: FacetCount[];
  /** `true` / `false`. */
  remote: FacetCount[];
  /** The most frequent cities. */
  city: FacetCount[];
  /** Yearly salary bands by their lower bound (`0`, `50000`, `100000`, …). */
  salaryBand: FacetCount[];
  /** The most frequent skills. */
  skill: FacetCount[];
}

export interface JobSearchResponse {
  hits: JobSearchHit[];
  /** The exact number of matching open postings. */
  total: number;
  facets: JobSearchFacets;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** A corrected query when a word of `q` is unknown to the index (`fronted` → `frontend`). */
  didYouMean: string | null;
}

/** GET /api/jobs/suggest?q=…: completions for what is being typed, from the same index. */
export const jobSuggestRequestSchema = z.object({
  q: text(JOB_SEARCH_LIMITS.textMax),
});

export interface JobSuggestResponse {
  titles: string[];
  skills: string[];
  places: string[];
}

/** The reasons a search answers with besides 200 (the body's `error`), for translated messages. */
export const JOB_SEARCH_ERRORS = ['invalid-query', 'rate-limited', 'unavailable'] as const;
export type JobSearchError = (typeof JOB_SEARCH_ERRORS)[number];
