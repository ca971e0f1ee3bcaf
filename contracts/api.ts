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
  notFound: 404,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internalError: 500,
} as const;

/** Firestore's gRPC status codes the functions act on. */
export const GRPC_STATUS = {
  notFound: 5,
  alreadyExists: 6,
} as const;
