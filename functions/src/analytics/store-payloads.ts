import { Timestamp } from 'firebase-admin/firestore';
import { adminDb as db } from '../lib/admin.js';
import {
  ANALYTICS_COLLECTIONS,
  ANALYTICS_RETENTION_DAYS,
  DAY_MS,
  type AnalyticsKind,
  type AnalyticsPayload,
} from '../contracts.js';

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
    batch.create(collection.doc(), { ...payload, receivedAt, expireAt });
  }
  await batch.commit();
}
