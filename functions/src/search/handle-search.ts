// GET /api/jobs/search and /api/jobs/suggest: the query string checked (a 400 naming the field),
// the caller rate-limited (signed-out callers by address and more strictly, signed-in ones by
// account: 429), the engine asked (503 when it cannot answer, logged). A signed-out caller's
// answer may be cached by the browser and the CDN for a minute; one sent with an Authorization
// header is private to the browser.
import type { Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { HTTP_STATUS, type JobSearchError } from '../contracts.js';
import { adminAuth } from '../lib/admin.js';
import { clientAddress, withinRateLimit, type RateLimit } from '../lib/rate-limit.js';
import { searchJobs, SearchInputError, suggestJobs } from '../lib/search/index.js';
import {
  QueryStringError,
  searchRequestFromQuery,
  suggestRequestFromQuery,
} from './query-string.js';

const MINUTE_MS = 60_000;

/** Rates per minute: a search is dearer than a completion (typed a letter at a time). */
const RATES = {
  search: { signedOut: 60, signedIn: 180 },
  suggest: { signedOut: 180, signedIn: 480 },
} as const;

/** How long a signed-out answer may be reused (seconds), by the browser and by the CDN. */
export const PUBLIC_MAX_AGE_S = 60;

type Endpoint = keyof typeof RATES;

function sendError(
  res: Response,
  status: number,
  error: JobSearchError,
  detail: Record<string, string> = {},
): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error, ...detail });
}

/** The signed-in caller's uid, or null (no header, or a token Auth does not accept). */
async function callerUid(req: Request): Promise<string | null> {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) return null;
  try {
    return (await adminAuth().verifyIdToken(token)).uid;
  } catch {
    return null;
  }
}

async function allowed(req: Request, res: Response, endpoint: Endpoint): Promise<boolean> {
  const uid = await callerUid(req);
  const rule: RateLimit = {
    scope: `jobs-${endpoint}:${uid ? 'account' : 'address'}`,
    limit: uid ? RATES[endpoint].signedIn : RATES[endpoint].signedOut,
    windowMs: MINUTE_MS,
    counting: 'increment',
  };
  return withinRateLimit(res, rule, uid ?? clientAddress(req.headers, req.socket?.remoteAddress));
}

function answer(req: Request, res: Response, body: object): void {
  res
    .status(HTTP_STATUS.ok)
    .set(
      'Cache-Control',
      req.headers.authorization
        ? 'private, max-age=0, no-cache'
        : `public, max-age=${PUBLIC_MAX_AGE_S}, s-maxage=${PUBLIC_MAX_AGE_S}`,
    )
    .set('Vary', 'Authorization')
    .json(body);
}

/** The query string of the request, as the browser sent it. */
const queryOf = (req: Request) =>
  new URL(req.originalUrl || req.url, 'http://localhost').searchParams;

function handler<T>(endpoint: Endpoint, run: (params: URLSearchParams) => Promise<T>) {
  return async (req: Request, res: Response): Promise<void> => {
    let body: T;
    try {
      if (!(await allowed(req, res, endpoint))) {
        sendError(res, HTTP_STATUS.tooManyRequests, 'rate-limited');
        return;
      }
      body = await run(queryOf(req));
    } catch (error) {
      if (error instanceof QueryStringError || error instanceof SearchInputError) {
        sendError(res, HTTP_STATUS.badRequest, 'invalid-query', {
          field: error.field,
          message: error.message,
        });
        return;
      }
      logger.error(`the search engine did not answer a ${endpoint}`, { error });
      sendError(res, HTTP_STATUS.serviceUnavailable, 'unavailable');
      return;
    }
    answer(req, res, body as object);
  };
}

export const handleSearch = handler('search', (params) =>
  searchJobs(searchRequestFromQuery(params)),
);
export const handleSuggest = handler('suggest', (params) =>
  suggestJobs(suggestRequestFromQuery(params)),
);
