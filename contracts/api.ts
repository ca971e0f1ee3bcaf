// Paths of the HTTP API (functions/src/index.ts serves them behind the Hosting rewrite of /api/**).
export const API_PATHS = {
  health: '/api/health',
  failedSignIn: '/api/auth/failed-sign-in',
  analytics: {
    webVitals: '/api/analytics/web-vitals',
    customMetrics: '/api/analytics/custom-metrics',
    apiMetrics: '/api/analytics/api-metrics',
    errors: '/api/analytics/errors',
    events: '/api/analytics/events',
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
