import type { Request, Response } from 'express';
import { sendError, sendJson } from '../lib/http/respond.js';
import { clientAddress, withinRateLimit, type RateLimit } from '../lib/rate-limit.js';
import {
  ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE,
  HTTP_STATUS,
  RATE_WINDOW_MS,
  type AnalyticsKind,
} from '../contracts.js';
import { validatePayloads } from './schemas.js';
import { storePayloads } from './store-payloads.js';

/**
 * One limit for the five endpoints: a client's requests count together, across instances. A
 * page's beacons arrive together, from every person behind one address: counted without a
 * transaction, so they never queue on the count (RateLimit `counting`).
 */
const ANALYTICS_RATE: RateLimit = {
  scope: 'analytics:address',
  limit: ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE,
  windowMs: RATE_WINDOW_MS,
  counting: 'increment',
};

/**
 * POST /api/analytics/<kind>: one payload or an array of payloads, as JSON (sent as text/plain by
 * the app's beacons; the router has capped and parsed the body, ANALYTICS_BODY). 202 `{accepted}`
 * once stored; 400 naming the field; 429 over the client's rate.
 */
export function createAnalyticsHandler(kind: AnalyticsKind) {
  return async (req: Request, res: Response, body: unknown): Promise<void> => {
    const client = clientAddress(req.headers, req.socket?.remoteAddress);
    if (!(await withinRateLimit(res, ANALYTICS_RATE, client))) {
      sendError(
        res,
        HTTP_STATUS.tooManyRequests,
        'Too many analytics requests; try again in a minute',
      );
      return;
    }
    const result = validatePayloads(kind, body);
    if (!result.ok) {
      sendError(res, HTTP_STATUS.badRequest, result.message);
      return;
    }
    await storePayloads(kind, result.payloads);
    sendJson(res, HTTP_STATUS.accepted, { accepted: result.payloads.length });
  };
}
