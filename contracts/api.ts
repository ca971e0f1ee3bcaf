// Paths of the HTTP API (functions/src/index.ts serves them behind the Hosting rewrite of /api/**).
import { ANALYTICS_PATH_PREFIX, analyticsPath } from './analytics.js';

export const API_PATHS = {
  health: '/api/health',
  failedSignIn: '/api/auth/failed-sign-in',
  /** Every analytics endpoint starts with this. */
  analyticsPrefix: ANALYTICS_PATH_PREFIX,
  analytics: {
    webVitals: analyticsPath('web-vitals'),
    customMetrics: analyticsPath('custom-metrics'),
    apiMetrics: analyticsPath('api-metrics'),
    errors: analyticsPath('errors'),
    events: analyticsPath('events'),
  },
} as const;

/** HTTP statuses the API answers with, by name. */
export const HTTP_STATUS = {
  ok: 200,
  accepted: 202,
  noContent: 204,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internalError: 500,
  serviceUnavailable: 503,
} as const;

/** Firestore's gRPC status codes the functions act on. */
export const GRPC_STATUS = {
  notFound: 5,
  alreadyExists: 6,
} as const;

/**
 * What a POST endpoint reads: at most `maxBytes` (refused from the declared length, before the
 * handler reads anything), of these media types, parsed as JSON by the endpoint itself, so bad JSON
 * gets a JSON 400. The app sends its JSON as text/plain: a body declared application/json is parsed
 * by the platform before the function runs, and the platform answers bad JSON with its own page.
 */
export interface ApiBodyRule {
  maxBytes: number;
  mediaTypes: readonly string[];
  /** The handler reads the body as text itself (a form's), instead of the router parsing JSON. */
  asText?: true;
}

/** The media types of every POST endpoint: JSON, sent as text/plain (the app) or application/json. */
const API_BODY_TYPES = ['text/plain', 'application/json'] as const;

/** POST /api/auth/failed-sign-in: a small JSON object. A form's encodings are refused. */
export const FAILED_SIGN_IN_BODY: ApiBodyRule = {
  maxBytes: 8 * 1024,
  mediaTypes: API_BODY_TYPES,
};
