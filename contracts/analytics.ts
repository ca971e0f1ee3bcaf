// The analytics endpoints (/api/analytics/*, spec §7): their kinds, paths, collections and the
// limits the server enforces. The functions validate with analytics-schemas.ts; the app's client sends
// their input types and keeps within the limits (src/features/analytics/constants.ts).
// No zod here: the app imports these constants; the schemas are in analytics-schemas.ts.
import { COLLECTIONS, type CollectionName } from './collections.js';

/** The five kinds of payload, by the last segment of their path. */
export const ANALYTICS_KINDS = [
  'web-vitals',
  'custom-metrics',
  'api-metrics',
  'errors',
  'events',
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** One Firestore collection per kind. Clients can neither read nor write them (firestore.rules). */
export const ANALYTICS_COLLECTIONS: Record<AnalyticsKind, CollectionName> = {
  'web-vitals': COLLECTIONS.analyticsWebVitals,
  'custom-metrics': COLLECTIONS.analyticsCustomMetrics,
  'api-metrics': COLLECTIONS.analyticsApiMetrics,
  errors: COLLECTIONS.analyticsErrors,
  events: COLLECTIONS.analyticsEvents,
};

export const ANALYTICS_PATH_PREFIX = '/api/analytics/';

/** The path of each kind's endpoint. */
export const analyticsPath = (kind: AnalyticsKind) => `${ANALYTICS_PATH_PREFIX}${kind}` as const;
/** Stored payloads carry `expireAt`; the TTL policy (firestore.indexes.json) deletes them after. */
export const ANALYTICS_RETENTION_DAYS = 30;

/** A request body may hold at most this many bytes (the browser's in-flight keepalive limit). */
export const MAX_BODY_BYTES = 64 * 1024;
/** The analytics endpoints' bodies: JSON, sent as text/plain by the app (a beacon's type). */
export const ANALYTICS_BODY = {
  maxBytes: MAX_BODY_BYTES,
  mediaTypes: ['text/plain', 'application/json'],
} as const;
/** A body is one payload or an array of at most this many. */
export const MAX_PAYLOADS_PER_REQUEST = 100;

/**
 * Requests accepted per client address per minute, over all five endpoints together. One tab sends
 * at most about one a second (a batch per endpoint every few seconds, and on hide); this leaves room
 * for several people behind one address and still bounds a flood.
 */
export const ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE = 300;
export const RATE_WINDOW_MS = 60_000;

/** String caps: longer values are refused, except the stack, which is cut to this length. */
export const MAX_URL_CHARS = 2048;
export const MAX_USER_AGENT_CHARS = 1024;
export const MAX_MESSAGE_CHARS = 2000;
export const MAX_STACK_CHARS = 8000;
export const MAX_CONTEXT_CHARS = 100;
export const MAX_NAME_CHARS = 64;
export const MAX_ID_CHARS = 128;
export const MAX_EVENT_PROPERTIES = 20;
export const MAX_PROPERTY_CHARS = 200;

/** Client timestamps (epoch ms) are accepted between these instants. */
export const MIN_TIMESTAMP_MS = Date.UTC(2000, 0, 1);
export const MAX_TIMESTAMP_MS = Date.UTC(2100, 0, 1);
/** A call or metric value above this (ms or unitless) is not a measurement. */
export const MAX_METRIC_VALUE = 1e9;

export const WEB_VITAL_NAMES = ['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

export function isHttpMethod(value: string): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value);
}

/** Rating thresholds (spec §9): `good` up to the first, `poor` above the second (ms; CLS unitless). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  TTFB: { good: 800, poor: 1800 },
  INP: { good: 200, poor: 500 },
};

/** `good` up to the good threshold, `poor` above the poor one, `needs-improvement` between. */
export function rateVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/** What an email address in a stored text becomes (the browser and the server both redact). */
export const REDACTED = '[redacted]';
/** An email address inside a longer text (a message, a stack). */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** `text` with every email address in it replaced by REDACTED. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, REDACTED);
}
