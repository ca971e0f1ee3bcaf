// Analytics: endpoints, web-vital thresholds, batching and privacy limits. The server's limits
// (contracts/analytics.ts) are at least these.

import { API_PATHS } from '@contracts/api';

export const ANALYTICS_ENDPOINTS = API_PATHS.analytics;
export type AnalyticsEndpoint = (typeof ANALYTICS_ENDPOINTS)[keyof typeof ANALYTICS_ENDPOINTS];

export { WEB_VITAL_NAMES } from '@contracts/analytics';
export type { WebVitalName, WebVitalRating } from '@contracts/analytics';

/** Rating thresholds (contracts/analytics.ts, shared with the admin console's overview). */
export { WEB_VITAL_THRESHOLDS } from '@contracts/analytics';

/** A payload waits at most this long before its batch is sent (the page hiding sends at once). */
export const FLUSH_DELAY_MS = 5_000;
/** One request carries at most this many payloads… */
export const MAX_PAYLOADS_PER_REQUEST = 50;
/** …and at most this many bytes of body. */
export const MAX_REQUEST_BYTES = 16 * 1024;
/**
 * Bytes of keepalive requests in flight at once: browsers refuse keepalive fetches and beacons
 * beyond 64 KiB in total, so this stays below with room to spare.
 */
export const KEEPALIVE_BUDGET_BYTES = 60 * 1024;
/** Payloads kept waiting (all endpoints); beyond it the oldest are dropped. */
export const MAX_PENDING_PAYLOADS = 500;
/** Metric ids and error signatures remembered for dedupe, per page load. */
export const MAX_REMEMBERED_KEYS = 1_000;
/** Distinct errors reported per page load: an error in a loop is not a flood. */
export const MAX_ERRORS_PER_PAGE = 25;

/** String caps, below the server's, so a batch is never refused for one long value. */
export const MAX_MESSAGE_CHARS = 1_000;
export const MAX_STACK_CHARS = 4_000;
export const MAX_CONTEXT_CHARS = 100;
export const MAX_USER_AGENT_CHARS = 512;
export const MAX_URL_CHARS = 2_048;
export const MAX_EVENT_PROPERTIES = 20;
export const MAX_PROPERTY_CHARS = 100;
export const MAX_NAME_CHARS = 64;

/** The event recorded when the route changes. */
export const PAGE_VIEW_EVENT = 'page_view';
/** Context of errors from the three global sources. */
export const ERROR_CONTEXTS = {
  uncaught: 'window.error',
  unhandledRejection: 'unhandledrejection',
  boundary: 'error-boundary',
  reported: 'app',
} as const;
/** Shown in place of an email address found in a message, a stack or a property. */
export { REDACTED } from '@contracts/analytics';
