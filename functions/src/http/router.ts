import type { Request, Response } from 'express';
import { HTTP_STATUS } from '../contracts.js';
import { sendError, sendJson } from './respond.js';

export type Handler = (req: Request, res: Response) => Promise<void> | void;

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  handler: Handler;
}

/**
 * Routes a request under /api to its handler: unknown path → 404, a known path with the wrong
 * method → 405 (with Allow), a handler that throws → 500 without internals.
 */
export function createRouter(routes: readonly Route[]): Handler {
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
      await route.handler(req, res);
    } catch (error) {
      console.error('Unhandled error in', path, error);
      if (!res.headersSent) sendError(res, HTTP_STATUS.internalError, 'Internal error');
    }
  };
}

export { sendJson };
