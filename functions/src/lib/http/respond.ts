// How the API answers: JSON, never cached, errors as {error} with their status.
import type { Response } from 'express';

/** Every answer of the API is JSON, errors included. */
export function sendJson(res: Response, status: number, body: Record<string, unknown>): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

export function sendError(res: Response, status: number, message: string): void {
  sendJson(res, status, { error: message });
}
