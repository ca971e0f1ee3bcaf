// The search engine as every functions area uses it: the pool, the board's rows, search and
// autocomplete (README, "Search engine").
export {
  searchPool,
  createSearchPool,
  SearchUnavailableError,
  SEARCH_DATABASE_URL_VAR,
} from './pool.js';
export type { Queryable } from './pool.js';
export { migrate, MIGRATIONS } from './migrations.js';
export { jobRow, upsertJob, deleteJob, replaceAllJobs, type JobRow } from './job-rows.js';
export { searchJobs, suggestJobs, SearchInputError } from './search-jobs.js';
