import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { sendError, sendJson } from '../http/respond.js';
import { adminDb as db } from '../lib/admin.js';
import { clientKey, RateLimiter } from '../lib/rate-limit.js';

/** Five failed sign-ins for one email within ten minutes raise a security alert. */
export const FAILED_SIGN_IN_THRESHOLD = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 10 * 60_000;
/** Reports accepted per client per minute. */
export const REPORTS_PER_CLIENT_PER_MINUTE = 20;
const AUDIT_RETENTION_MS = 90 * 86_400_000;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

const limiter = new RateLimiter(REPORTS_PER_CLIENT_PER_MINUTE, 60_000);

/**
 * POST /api/auth/failed-sign-in {email}: records a failed sign-in (there is no signed-in user to
 * write it), and a SECURITY_ALERT at the fifth failure for that email within ten minutes.
 * The answer is the same whether or not the email has an account.
 */
export async function recordFailedSignIn(req: Request, res: Response): Promise<void> {
  if (!limiter.take(clientKey(req.headers, req.ip ?? 'unknown'))) {
    sendError(res, 429, 'Too many reports; try again in a minute');
    return;
  }
  const body: unknown = req.body;
  const email =
    body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase()
      : '';
  if (!EMAIL.test(email)) {
    sendError(res, 400, 'email: a valid email address is required');
    return;
  }
  const firestore = db();
  const now = Date.now();
  const base = {
    userId: '',
    userEmail: email,
    userRole: '',
    targetResource: 'auth',
    targetResourceId: null,
    timestamp: Timestamp.fromMillis(now),
    expireAt: Timestamp.fromMillis(now + AUDIT_RETENTION_MS),
  };
  await firestore.collection('auditLogs').add({
    ...base,
    action: 'LOGIN',
    success: false,
    errorMessage: 'Invalid credentials',
    metadata: { source: 'server' },
  });

  const since = Timestamp.fromMillis(now - FAILED_SIGN_IN_WINDOW_MS);
  const failures = await firestore
    .collection('auditLogs')
    .where('userEmail', '==', email)
    .where('action', '==', 'LOGIN')
    .where('success', '==', false)
    .where('timestamp', '>=', since)
    .count()
    .get();
  const count = failures.data().count;
  let alerted = false;
  if (count >= FAILED_SIGN_IN_THRESHOLD) {
    // Reports may arrive together: one alert per email per window, whoever gets there first.
    const window = Math.floor(now / FAILED_SIGN_IN_WINDOW_MS);
    const alertId = `security-alert-${createHash('sha256').update(email).digest('hex').slice(0, 24)}-${window}`;
    try {
      await firestore
        .collection('auditLogs')
        .doc(alertId)
        .create({
          ...base,
          action: 'SECURITY_ALERT',
          success: true,
          errorMessage: null,
          metadata: {
            reason: 'repeated_failed_sign_in',
            failures: count,
            windowMinutes: FAILED_SIGN_IN_WINDOW_MS / 60_000,
          },
        });
      console.warn('SECURITY_ALERT: repeated failed sign-ins for', email);
      alerted = true;
    } catch (error) {
      // ALREADY_EXISTS: this window's alert was raised by an earlier report
      if ((error as { code?: number }).code !== 6) throw error;
    }
  }
  sendJson(res, 202, { recorded: true, alerted });
}
