import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  ANALYTICS_COLLECTIONS,
  computeOverview,
  OVERVIEW_READ_CAP,
  type AnalyticsKind,
  type AnalyticsOverview,
  type CallableInput,
} from '../contracts.js';
import { requireAdmin } from '../lib/require-admin.js';
import type { Caller } from '../lib/callable.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The kind's payloads received in the period, at most OVERVIEW_READ_CAP (and whether more). */
async function received(
  firestore: Firestore,
  kind: AnalyticsKind,
  fromMs: number,
  toMs: number,
): Promise<{ docs: QueryDocumentSnapshot[]; truncated: boolean }> {
  const snapshot = await firestore
    .collection(ANALYTICS_COLLECTIONS[kind])
    .where('receivedAt', '>=', Timestamp.fromMillis(fromMs))
    .where('receivedAt', '<=', Timestamp.fromMillis(toMs))
    .orderBy('receivedAt', 'desc')
    .limit(OVERVIEW_READ_CAP + 1)
    .get();
  return {
    docs: snapshot.docs.slice(0, OVERVIEW_READ_CAP),
    truncated: snapshot.size > OVERVIEW_READ_CAP,
  };
}

/**
 * analyticsOverview {fromMs, toMs}: an administrator's view of what the analytics endpoints
 * stored in a period: web vitals p75 with their ratings, per page; errors grouped by message;
 * the top events; API latency by endpoint. Computed here, so no client reads the raw payloads.
 */
export async function analyticsOverview(
  firestore: Firestore,
  caller: Caller,
  { fromMs, toMs }: CallableInput<'analyticsOverview'>,
): Promise<AnalyticsOverview> {
  await requireAdmin(firestore, caller, 'read the analytics');
  const [vitals, errors, events, api] = await Promise.all([
    received(firestore, 'web-vitals', fromMs, toMs),
    received(firestore, 'errors', fromMs, toMs),
    received(firestore, 'events', fromMs, toMs),
    received(firestore, 'api-metrics', fromMs, toMs),
  ]);
  return computeOverview({
    vitals: vitals.docs.map((doc) => ({
      name: text(doc.get('name')),
      value: number(doc.get('value')),
      url: text(doc.get('url')),
    })),
    errors: errors.docs.map((doc) => ({
      message: text(doc.get('message')),
      stack: text(doc.get('stack')),
      url: text(doc.get('url')),
      atMs: (doc.get('receivedAt') as Timestamp | undefined)?.toMillis() ?? 0,
    })),
    events: events.docs.map((doc) => ({ eventName: text(doc.get('eventName')) })),
    api: api.docs.map((doc) => ({
      url: text(doc.get('url')),
      method: text(doc.get('method')),
      duration: number(doc.get('duration')),
      status: number(doc.get('status')),
    })),
    truncated: {
      vitals: vitals.truncated,
      errors: errors.truncated,
      events: events.truncated,
      api: api.truncated,
    },
  });
}
