import { JOB_SEARCH_PATHS } from '../contracts.js';
import { lazyHandler, type Route } from '../lib/http/router.js';

/**
 * GET /api/jobs/search and GET /api/jobs/suggest: their handler (query string, rate limit,
 * engine) loads with the first request (handle-search.ts).
 */
export const searchRoutes: Route[] = [
  {
    method: 'GET',
    path: JOB_SEARCH_PATHS.search,
    handler: lazyHandler(async () => (await import('./handle-search.js')).handleSearch),
  },
  {
    method: 'GET',
    path: JOB_SEARCH_PATHS.suggest,
    handler: lazyHandler(async () => (await import('./handle-search.js')).handleSuggest),
  },
];
