import type { Request, Response } from 'express';
import { sendError, sendJson } from '../http/respond.js';
import { clientKey, RateLimiter } from '../lib/rate-limit.js';
import {
  ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE,
  HTTP_STATUS,
  MAX_BODY_BYTES,
  RATE_WINDOW_MS,
  type AnalyticsKind,
} from '../contracts.js';
import { validatePayloads } from './schemas.js';
import { storePayloads } from './store-payloads.js';

/** One limiter for the five endpoints: a client's requests count together. */
const limiter = new RateLimiter(ANALYTICS_REQUESTS_PER_CLIENT_PER_MINUTE, RATE_WINDOW_MS);

type RawRequest = Request & { rawBody?: Buffer };

/** The body exactly as sent, whatever its content type (the app sends text/plain). */
function rawBodyOf(req: RawRequest): Buffer {
  if (Buffer.isBuffer(req.rawBody)) return req.rawBody;
  if (typeof req.body === 'string') return Buffer.from(req.body);
  return Buffer.alloc(0);
}

/**
 * POST /api/analytics/<kind>: one payload or an array of payloads, as JSON (sent as text/plain so
 * that bad JSON reaches this code and is answered as JSON). 202 `{accepted}` once stored; 400 naming
 * the field; 413 over MAX_BODY_BYTES; 429 over the client's rate.
 */
export function createAnalyticsHandler(kind: AnalyticsKind) {
  return async (req: Request, res: Response): Promise<void> => {
    if (!limiter.take(clientKey(req.headers, req.ip ?? 'unknown'))) {
      res.set('Retry-After', String(RATE_WINDOW_MS / 1000));
      sendError(
        res,
        HTTP_STATUS.tooManyRequests,
        'Too many analytics requests; try again in a minute',
      );
      return;
    }
    const raw = rawBodyOf(req as RawRequest);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (raw.length > MAX_BODY_BYTES || declared > MAX_BODY_BYTES) {
      sendError(res, HTTP_STATUS.payloadTooLarge, `body: must be at most ${MAX_BODY_BYTES} bytes`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      sendError(res, HTTP_STATUS.badRequest, 'body: must be valid JSON');
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
