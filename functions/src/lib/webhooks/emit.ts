// Queues a company's event for its webhooks: one delivery per active webhook subscribed to the
// event (companies/{cid}/webhookDeliveries/{eventId}_{webhookId}), created only if absent, so an
// event delivered twice to its trigger queues nothing twice. The trigger `deliverWebhook` sends
// each; the schedule `retryWebhooks` retries them (functions/src/integrations/deliver.ts).
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  GRPC_STATUS,
  WEBHOOK_DELIVERING_LEASE_MS,
  docPaths,
  pathOf,
  type WebhookDeliveryDocument,
  type WebhookDeliveryType,
  type WebhookEvent,
  type WebhookPayload,
} from '../../contracts.js';

interface WebhookEventToQueue {
  companyId: string;
  type: WebhookEvent;
  /** Unique per event and stable across redeliveries: a trigger's `event.id`, say. */
  eventId: string;
  /** Ids and non-personal fields only: never an email, a note or a free text of a candidate. */
  data: Record<string, unknown>;
}

/** An event id as a document id may hold it (no slashes; Firestore's length limit). */
const safeEventId = (eventId: string) => eventId.replace(/[/\s]/g, '_').slice(0, 600);

/** The delivery's document id: one per event and webhook. */
export const deliveryIdOf = (eventId: string, webhookId: string) =>
  `${safeEventId(eventId)}_${webhookId}`;

/** The body sent, as text: its bytes are what the signature signs. */
function payloadOf(
  companyId: string,
  type: WebhookDeliveryType,
  eventId: string,
  data: Record<string, unknown>,
  createdAt: Date,
): string {
  const payload: WebhookPayload = {
    id: safeEventId(eventId),
    type,
    createdAt: createdAt.toISOString(),
    companyId,
    data,
  };
  return JSON.stringify(payload);
}

/**
 * Writes one pending delivery of `type` to webhook `webhookId` unless it exists; true when it was
 * written now.
 */
export async function queueDelivery(
  firestore: Firestore,
  delivery: {
    companyId: string;
    webhookId: string;
    url: string;
    type: WebhookDeliveryType;
    eventId: string;
    data: Record<string, unknown>;
    now?: Date;
  },
): Promise<boolean> {
  const now = delivery.now ?? new Date();
  const document: WithFieldValue<WebhookDeliveryDocument> = {
    webhookId: delivery.webhookId,
    url: delivery.url,
    eventId: safeEventId(delivery.eventId),
    type: delivery.type,
    payload: payloadOf(delivery.companyId, delivery.type, delivery.eventId, delivery.data, now),
    status: 'pending',
    attempts: 0,
    lastStatusCode: null,
    lastError: null,
    lastDurationMs: null,
    lastAttemptAt: null,
    // the retry schedule picks the delivery up should its trigger never run
    nextAttemptAt: Timestamp.fromMillis(now.getTime() + WEBHOOK_DELIVERING_LEASE_MS),
    deliveredAt: null,
    createdAt: FieldValue.serverTimestamp(),
  };
  const ref = firestore.doc(
    pathOf(
      docPaths.webhookDelivery(
        delivery.companyId,
        deliveryIdOf(delivery.eventId, delivery.webhookId),
      ),
    ),
  );
  try {
    await ref.create(document);
    return true;
  } catch (error) {
    // ALREADY_EXISTS: this event was queued for this webhook before (its trigger ran again)
    if ((error as { code?: number }).code === GRPC_STATUS.alreadyExists) return false;
    throw error;
  }
}

/**
 * Queues `type` for every active webhook of the company subscribed to it; returns how many
 * deliveries were queued now (0 when there is none, or when the event was queued before).
 */
export async function queueWebhookEvent(
  firestore: Firestore,
  { companyId, type, eventId, data }: WebhookEventToQueue,
): Promise<number> {
  if (!companyId || !eventId) return 0;
  const webhooks = await firestore
    .collection(pathOf(docPaths.webhooks(companyId)))
    .where('events', 'array-contains', type)
    .get();
  const now = new Date();
  const queued = await Promise.all(
    // filtered here rather than in the query: one single-field index suffices
    webhooks.docs
      .filter((webhook) => webhook.get('active') === true)
      .map((webhook) =>
        queueDelivery(firestore, {
          companyId,
          webhookId: webhook.id,
          url: String(webhook.get('url') ?? ''),
          type,
          eventId,
          data,
          now,
        }),
      ),
  );
  return queued.filter(Boolean).length;
}
