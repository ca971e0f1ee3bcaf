import { Timestamp } from 'firebase-admin/firestore';
import { adminDb as db } from '../lib/admin.js';
import {
  ANALYTICS_COLLECTIONS,
  ANALYTICS_RETENTION_DAYS,
  DAY_MS,
  redactEmails,
  type AnalyticsKind,
  type AnalyticsPayload,
} from '../contracts.js';

/**
 * An error's message and stack with email addresses redacted: the browser does it before sending,
 * and the server does it again for whatever did not come from the app.
 */
function withoutEmails(payload: AnalyticsPayload): AnalyticsPayload {
  if (!('message' in payload)) return payload;
  return {
    ...payload,
    message: redactEmails(payload.message),
    ...('stack' in payload && typeof payload.stack === 'string'
      ? { stack: redactEmails(payload.stack) }
      : {}),
  };
}

/**
 * Stores validated payloads, one document each, in the kind's collection, with the server's
 * received time and `expireAt` (the TTL policy deletes them 30 days later). Resolves once all are
 * committed together, so a request answered 2xx has lost nothing. No address is stored.
 */
export async function storePayloads(
  kind: AnalyticsKind,
  payloads: readonly AnalyticsPayload[],
  now = Date.now(),
): Promise<void> {
  const firestore = db();
  const collection = firestore.collection(ANALYTICS_COLLECTIONS[kind]);
  const receivedAt = Timestamp.fromMillis(now);
  const expireAt = Timestamp.fromMillis(now + ANALYTICS_RETENTION_DAYS * DAY_MS);
  const batch = firestore.batch();
  for (const payload of payloads) {
    batch.create(collection.doc(), { ...withoutEmails(payload), receivedAt, expireAt });
  }
  await batch.commit();
}
