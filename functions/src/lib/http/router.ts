// The API router: each route names its method, path, body rule and App Check need; the handler of
// a route loads on its first request (lazyHandler).
import type { Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { HTTP_STATUS, type ApiBodyRule } from '../../contracts.js';
import { sendError, sendJson } from './respond.js';
import { appCheckEnforced, appCheckRefusal } from '../app-check.js';
import { lazy } from '../lazy.js';
import { crossSiteRequest, declaredLength, mediaType, rawBodyOf } from './request-guard.js';

/** A handler gets the body already read, capped and parsed (undefined for a GET). */
export type Handler = (req: Request, res: Response, body: unknown) => Promise<void> | void;

export type Route =
  | { method: 'GET'; path: string; handler: Handler }
  | {
      method: 'POST';
      path: string;
      handler: Handler;
      body: ApiBodyRule;
      /** Needs an App Check token when enforcement is on (lib/app-check.ts). */
      appCheck?: boolean;
    };

/**
 * A handler whose module is loaded the first time a request reaches it (lib/lazy.ts), so the API
 * loads only the endpoints it is asked for.
 */
export function lazyHandler(load: () => Promise<Handler>): Handler {
  const handler = lazy(load);
  return async (req, res, body) => (await handler())(req, res, body);
}

/**
 * Checks a POST before its handler sees it: another site's request → 403; a declared length over
 * the cap → 413 before anything is read (a body sent without a length is measured as it arrives,
 * the platform keeping it); a media type the endpoint does not take → 415 (a form's, for one);
 * bad JSON → 400 (a route whose rule says `asText` gets the text as it came). Every answer is JSON.
 */
function readBody(req: Request, res: Response, rule: ApiBodyRule): { body: unknown } | null {
  if (crossSiteRequest(req.headers)) {
    sendError(res, HTTP_STATUS.forbidden, 'Requests from other sites are refused');
    return null;
  }
  const tooLarge = () =>
    sendError(res, HTTP_STATUS.payloadTooLarge, `body: must be at most ${rule.maxBytes} bytes`);
  const declared = declaredLength(req.headers);
  if (declared !== null && declared > rule.maxBytes) {
    tooLarge();
    return null;
  }
  const type = mediaType(req.headers);
  if (!rule.mediaTypes.includes(type)) {
    sendError(
      res,
      HTTP_STATUS.unsupportedMediaType,
      `body: must be sent as ${rule.mediaTypes.join(' or ')}`,
    );
    return null;
  }
  const raw = rawBodyOf(req);
  if (raw.length > rule.maxBytes) {
    tooLarge();
    return null;
  }
  if (rule.asText) return { body: raw.toString('utf8') };
  try {
    return { body: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    sendError(res, HTTP_STATUS.badRequest, 'body: must be valid JSON');
    return null;
  }
}

/**
 * Routes a request under /api to its handler: unknown path → 404, a known path with the wrong
 * method → 405 (with Allow), a POST's body checked by readBody, a handler that throws → 500
 * without internals.
 */
export function createRouter(
  routes: readonly Route[],
): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    const matches = routes.filter((route) => route.path === path);
    if (matches.length === 0) {
      sendError(res, HTTP_STATUS.notFound, `No endpoint at ${path}`);
      return;
    }
    const route = matches.find((candidate) => candidate.method === req.method);
    if (!route) {
      res.set('Allow', matches.map((candidate) => candidate.method).join(', '));
      sendError(
        res,
        HTTP_STATUS.methodNotAllowed,
        `Method ${req.method} is not allowed on ${path}`,
      );
      return;
    }
    try {
      if (route.method === 'POST') {
        const refusal = route.appCheck
          ? await appCheckRefusal(req.headers, appCheckEnforced())
          : null;
        if (refusal) {
          sendError(res, HTTP_STATUS.unauthorized, refusal);
          return;
        }
        const read = readBody(req, res, route.body);
        if (read) await route.handler(req, res, read.body);
      } else {
        await route.handler(req, res, undefined);
      }
    } catch (error) {
      logger.error('unhandled error in an API route', { path, error });
      if (!res.headersSent) sendError(res, HTTP_STATUS.internalError, 'Internal error');
    }
  };
}

export { sendJson };
