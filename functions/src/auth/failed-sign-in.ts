import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  auditExpiry,
  COLLECTIONS,
  FAILED_SIGN_IN_REPORTS_PER_MINUTE,
  FAILED_SIGN_IN_THRESHOLD,
  FAILED_SIGN_IN_WINDOW_MS,
  failedSignInSchema,
  GRPC_STATUS,
  HTTP_STATUS,
  type AuditLogDocument,
} from '../contracts.js';
import { sendError, sendJson } from '../http/respond.js';
import { adminDb as db } from '../lib/admin.js';
import { clientKey, RateLimiter } from '../lib/rate-limit.js';

export { FAILED_SIGN_IN_THRESHOLD, FAILED_SIGN_IN_WINDOW_MS };
/** Reports accepted per client per minute. */
export const REPORTS_PER_CLIENT_PER_MINUTE = FAILED_SIGN_IN_REPORTS_PER_MINUTE;
const MINUTE_MS = 60_000;
const RATE_WINDOW_MS = MINUTE_MS;

const limiter = new RateLimiter(REPORTS_PER_CLIENT_PER_MINUTE, RATE_WINDOW_MS);

/**
 * POST /api/auth/failed-sign-in {email}: records a failed sign-in (there is no signed-in user to
 * write it), and a SECURITY_ALERT at the fifth failure for that email within ten minutes.
 * The answer is the same whether or not the email has an account.
 */
export async function recordFailedSignIn(req: Request, res: Response): Promise<void> {
  if (!limiter.take(clientKey(req.headers, req.ip ?? 'unknown'))) {
    sendError(res, HTTP_STATUS.tooManyRequests, 'Too many reports; try again in a minute');
    return;
  }
  const report = failedSignInSchema.safeParse(req.body);
  if (!report.success) {
    sendError(res, HTTP_STATUS.badRequest, 'email: a valid email address is required');
    return;
  }
  const { email } = report.data;
  const firestore = db();
  const now = Date.now();
  const base = {
    userId: '',
    userEmail: email,
    userRole: '',
    targetResource: 'auth',
    targetResourceId: null,
    timestamp: Timestamp.fromMillis(now),
    expireAt: Timestamp.fromMillis(auditExpiry(now)),
  } satisfies Partial<AuditLogDocument>;
  const failure: AuditLogDocument = {
    ...base,
    action: 'LOGIN',
    success: false,
    errorMessage: 'Invalid credentials',
    metadata: { source: 'server' },
  };
  await firestore.collection(COLLECTIONS.auditLogs).add(failure);

  const since = Timestamp.fromMillis(now - FAILED_SIGN_IN_WINDOW_MS);
  const failures = await firestore
    .collection(COLLECTIONS.auditLogs)
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
      const alert: AuditLogDocument = {
        ...base,
        action: 'SECURITY_ALERT',
        success: true,
        errorMessage: null,
        metadata: {
          reason: 'repeated_failed_sign_in',
          failures: count,
          windowMinutes: FAILED_SIGN_IN_WINDOW_MS / MINUTE_MS,
        },
      };
      await firestore.collection(COLLECTIONS.auditLogs).doc(alertId).create(alert);
      console.warn('SECURITY_ALERT: repeated failed sign-ins for', email);
      alerted = true;
    } catch (error) {
      // ALREADY_EXISTS: this window's alert was raised by an earlier report
      if ((error as { code?: number }).code !== GRPC_STATUS.alreadyExists) throw error;
    }
  }
  sendJson(res, HTTP_STATUS.accepted, { recorded: true, alerted });
}
