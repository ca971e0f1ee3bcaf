import type { Route } from '../http/router.js';
import { ANALYTICS_BODY, ANALYTICS_KINDS, analyticsPath } from '../contracts.js';
import { createAnalyticsHandler } from './handle-analytics.js';

/** The five analytics endpoints, POST only: /api/analytics/{web-vitals,custom-metrics,…}. */
export const analyticsRoutes: Route[] = ANALYTICS_KINDS.map((kind) => ({
  method: 'POST' as const,
  path: analyticsPath(kind),
  handler: createAnalyticsHandler(kind),
  body: ANALYTICS_BODY,
}));
