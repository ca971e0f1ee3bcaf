import { lazyHandler, type Route } from '../lib/http/router.js';
import { ANALYTICS_BODY, ANALYTICS_KINDS, analyticsPath } from '../contracts.js';

/**
 * The five analytics endpoints, POST only: /api/analytics/{web-vitals,custom-metrics,…}. Their
 * handler (validation, rate limit, storage) loads with the first analytics request.
 */
export const analyticsRoutes: Route[] = ANALYTICS_KINDS.map((kind) => ({
  method: 'POST' as const,
  path: analyticsPath(kind),
  handler: lazyHandler(async () =>
    (await import('./handle-analytics.js')).createAnalyticsHandler(kind),
  ),
  body: ANALYTICS_BODY,
}));
