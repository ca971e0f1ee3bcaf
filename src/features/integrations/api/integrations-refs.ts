import type { LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import {
  WEBHOOK_EVENTS,
  webhookDeliverySchema,
  webhookSchema,
  type WebhookDeliveryStatus,
  type WebhookDeliveryType,
  type WebhookEvent,
} from '@contracts/integrations';
import { schemaConverter } from '@/lib/firebase/converters';
import type { Webhook, WebhookDelivery } from '../types';

const iso = (value: TimestampLike | null) => value?.toDate().toISOString() ?? '';
const isoOrNull = (value: TimestampLike | null) => value?.toDate().toISOString() ?? null;

const PENDING: WebhookDeliveryStatus = 'pending';
const PING: WebhookDeliveryType = 'ping';

/** The events of a stored webhook: the known ones only (one unknown does not lose the others). */
function eventsOf(value: unknown): WebhookEvent[] {
  if (!Array.isArray(value)) return [];
  return WEBHOOK_EVENTS.filter((event) => value.includes(event));
}

/** companies/{cid}/webhooks/{id} read through its contract. */
export const webhookConverter = schemaConverter(
  webhookSchema,
  {
    url: '',
    active: false,
    description: '',
    secretHint: '',
    createdAt: null as TimestampLike | null,
    secretCreatedAt: null as TimestampLike | null,
  },
  ({ createdAt, secretCreatedAt, ...rest }, id, data): Webhook => ({
    id,
    ...rest,
    events: eventsOf(data.events),
    createdAt: iso(createdAt),
    secretCreatedAt: iso(secretCreatedAt),
  }),
);

/** companies/{cid}/webhookDeliveries/{id} read through its contract. */
export const deliveryConverter = schemaConverter(
  webhookDeliverySchema,
  {
    webhookId: '',
    url: '',
    type: PING,
    payload: '',
    status: PENDING,
    attempts: 0,
    lastStatusCode: null as number | null,
    lastError: null as string | null,
    lastDurationMs: null as number | null,
    nextAttemptAt: null as TimestampLike | null,
    deliveredAt: null as TimestampLike | null,
    createdAt: null as TimestampLike | null,
  },
  ({ nextAttemptAt, deliveredAt, createdAt, ...rest }, id): WebhookDelivery => ({
    id,
    ...rest,
    nextAttemptAt: isoOrNull(nextAttemptAt),
    deliveredAt: isoOrNull(deliveredAt),
    createdAt: iso(createdAt),
  }),
);

export const webhooksCollection = (fs: LoadedFirestore, companyId: string) =>
  fs.collection(fs.db, pathOf(docPaths.webhooks(companyId))).withConverter(webhookConverter);

export const deliveriesCollection = (fs: LoadedFirestore, companyId: string) =>
  fs
    .collection(fs.db, pathOf(docPaths.webhookDeliveries(companyId)))
    .withConverter(deliveryConverter);
