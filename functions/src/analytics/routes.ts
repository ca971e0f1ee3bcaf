import type { Route } from '../http/router.js';
import { ANALYTICS_KINDS, ANALYTICS_PATH_PREFIX } from './constants.js';
import { createAnalyticsHandler } from './handle-analytics.js';

/** The five analytics endpoints, POST only: /api/analytics/{web-vitals,custom-metrics,…}. */
export const analyticsRoutes: Route[] = ANALYTICS_KINDS.map((kind) => ({
  method: 'POST',
  path: `${ANALYTICS_PATH_PREFIX}${kind}`,
  handler: createAnalyticsHandler(kind),
}));
