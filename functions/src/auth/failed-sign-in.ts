import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import {
  auditExpiry,
  COLLECTIONS,
  FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE,
  FAILED_SIGN_IN_REPORTS_PER_MINUTE,
  FAILED_SIGN_IN_THRESHOLD,
  FAILED_SIGN_IN_WINDOW_MS,
  failedSignInSchema,
  GRPC_STATUS,
  HTTP_STATUS,
  type AuditLogDocument,
} from '../contracts.js';
import { sendError, sendJson } from '../lib/http/respond.js';
import { adminDb as db } from '../lib/admin.js';
import { clientAddress, withinRateLimit, type RateLimit } from '../lib/rate-limit.js';
import { verifyAttempt } from './verify-attempt.js';

export { FAILED_SIGN_IN_THRESHOLD, FAILED_SIGN_IN_WINDOW_MS };
/** Reports accepted per client address per minute. */
export const REPORTS_PER_CLIENT_PER_MINUTE = FAILED_SIGN_IN_REPORTS_PER_MINUTE;
const MINUTE_MS = 60_000;

/** Counted in Firestore, across instances: per client address, and per email attempted. */
const PER_ADDRESS: RateLimit = {
  scope: 'failed-sign-in:address',
  limit: REPORTS_PER_CLIENT_PER_MINUTE,
  windowMs: MINUTE_MS,
};
const PER_EMAIL: RateLimit = {
  scope: 'failed-sign-in:email',
  limit: FAILED_SIGN_IN_REPORTS_PER_EMAIL_PER_MINUTE,
  windowMs: MINUTE_MS,
};

/** The answer to every report that was read: the same whether it was recorded, or alerted. */
const RECEIVED = { received: true } as const;

/** The id of the one alert of an email's window: only the server writes such ids (firestore.rules). */
export function securityAlertId(email: string, now: number): string {
  const window = Math.floor(now / FAILED_SIGN_IN_WINDOW_MS);
  return `security-alert-${createHash('sha256').update(email).digest('hex').slice(0, 24)}-${window}`;
}

/**
 * POST /api/auth/failed-sign-in {email, password}: the browser reports a refused sign-in (there is
 * no signed-in user to write it). The server tries the attempt against Firebase Auth itself and
 * records a failed LOGIN only when Auth refuses it, and a SECURITY_ALERT at the fifth failure for
 * that email within ten minutes. The answer is the same whatever happened (an account or not, the
 * right password or not): the endpoint is no oracle. The password is never stored or logged.
 */
export async function recordFailedSignIn(
  req: Request,
  res: Response,
  body: unknown,
): Promise<void> {
  const tooMany = () =>
    sendError(res, HTTP_STATUS.tooManyRequests, 'Too many reports; try again in a minute');
  if (
    !(await withinRateLimit(
      res,
      PER_ADDRESS,
      clientAddress(req.headers, req.socket?.remoteAddress),
    ))
  ) {
    tooMany();
    return;
  }
  const report = failedSignInSchema.safeParse(body);
  if (!report.success) {
    const field = report.error.issues[0]?.path[0] === 'password' ? 'password' : 'email';
    sendError(
      res,
      HTTP_STATUS.badRequest,
      field === 'password'
        ? 'password: the password tried is required'
        : 'email: a valid email address is required',
    );
    return;
  }
  if (!(await withinRateLimit(res, PER_EMAIL, report.data.email))) {
    tooMany();
    return;
  }
  // One answer whatever happened: the endpoint never tells whether a password was right
  if ((await verifyAttempt(report.data.email, report.data.password)) !== 'refused') {
    sendJson(res, HTTP_STATUS.accepted, RECEIVED);
    return;
  }
  await recordRefusedAttempt(db(), report.data.email, Date.now());
  sendJson(res, HTTP_STATUS.accepted, RECEIVED);
}

/**
 * Records a sign-in that Auth refused for `email` at `now`, and raises a SECURITY_ALERT at the
 * FAILED_SIGN_IN_THRESHOLDth failure within FAILED_SIGN_IN_WINDOW_MS, and then none for that
 * email until the window has passed. Reports arrive together, and may fall on either side of the
 * ten-minute mark that names the alert (securityAlertId): one transaction reads the alerts of this
 * mark and of the marks on either side, and raises one only when none lies within the window.
 */
export async function recordRefusedAttempt(
  firestore: Firestore,
  email: string,
  now: number,
): Promise<'recorded' | 'alerted'> {
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
    // the server tried the attempt against Firebase Auth, which refused it
    metadata: { source: 'server', verifiedBy: 'auth' },
  };
  const auditLogs = firestore.collection(COLLECTIONS.auditLogs);
  await auditLogs.add(failure);

  const since = Timestamp.fromMillis(now - FAILED_SIGN_IN_WINDOW_MS);
  const failures = await auditLogs
    .where('userEmail', '==', email)
    .where('action', '==', 'LOGIN')
    .where('success', '==', false)
    .where('timestamp', '>=', since)
    .count()
    .get();
  const count = failures.data().count;
  if (count < FAILED_SIGN_IN_THRESHOLD) return 'recorded';

  // an alert within the window, before or after now, is named by this mark, the one before or
  // the one after
  const alertRef = auditLogs.doc(securityAlertId(email, now));
  const neighbours = [-1, 1].map((side) =>
    auditLogs.doc(securityAlertId(email, now + side * FAILED_SIGN_IN_WINDOW_MS)),
  );
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
  // within the window as the count reads it: an alert exactly ten minutes away is within
  const near = (at: unknown) =>
    typeof (at as Timestamp | undefined)?.toMillis !== 'function' ||
    Math.abs((at as Timestamp).toMillis() - now) <= FAILED_SIGN_IN_WINDOW_MS;
  let raised: boolean;
  try {
    raised = await firestore.runTransaction(async (tx) => {
      const alerts = await tx.getAll(alertRef, ...neighbours);
      if (alerts.some((entry) => entry.exists && near(entry.get('timestamp')))) return false;
      tx.create(alertRef, alert);
      return true;
    });
  } catch (error) {
    // ALREADY_EXISTS: this mark's alert was raised meanwhile
    if ((error as { code?: number }).code !== GRPC_STATUS.alreadyExists) throw error;
    raised = false;
  }
  if (!raised) return 'recorded';
  logger.warn('SECURITY_ALERT: repeated failed sign-ins', { email, alertId: alertRef.id });
  return 'alerted';
}
