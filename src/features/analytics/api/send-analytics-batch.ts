import type { AnalyticsEndpoint } from '../constants';

/** text/plain: the platform's JSON parser would answer bad JSON with a page, not our JSON 400. */
export const ANALYTICS_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/**
 * POSTs one batch (a JSON array) to an analytics endpoint with a keepalive fetch, which outlives
 * the page; where fetch cannot be used, as a beacon. The response is not read. Never rejects,
 * never throws.
 */
export function sendAnalyticsBatch(endpoint: AnalyticsEndpoint, body: string): Promise<void> {
  try {
    return fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': ANALYTICS_CONTENT_TYPE },
    }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    try {
      navigator.sendBeacon(endpoint, new Blob([body], { type: ANALYTICS_CONTENT_TYPE }));
    } catch {
      // nothing more to try: analytics never disturbs the app
    }
    return Promise.resolve();
  }
}
