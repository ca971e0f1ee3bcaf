// Sends queued webhook deliveries (companies/{cid}/webhookDeliveries/{id}, written by lib/webhooks/emit.ts).
// A try first claims the delivery in a transaction (status → 'delivering'), so an event delivered
// twice to the trigger, or the trigger and the retry schedule at once, never send it twice. The
// body is POSTed signed (signature.ts), to the address checked (pinned-post.ts), with a timeout
// and without following redirects; a 2xx answer records 'delivered', anything else 'retrying'
// with `nextAttemptAt` (contracts: webhookRetryDelayMs), or 'failed' after WEBHOOK_MAX_ATTEMPTS
// tries. A deleted webhook, or one switched off (for anything but a test event), fails its
// deliveries at once.
import { lookup } from 'node:dns/promises';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  COLLECTIONS,
  WEBHOOK_DELIVERING_LEASE_MS,
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_BATCH,
  WEBHOOK_USER_AGENT,
  docPaths,
  isPrivateHost,
  pathOf,
  webhookRetryDelayMs,
  webhookUrlProblem,
  type WebhookDeliveryStatus,
} from '../contracts.js';
import { adminDb } from '../lib/admin.js';
import { mayClaim, recordTry, tryInBatches } from '../lib/queue-claim.js';
import { inEmulator } from '../lib/emulator.js';
import { postPinned, type PinnedAddress } from './pinned-post.js';
import { signatureHeader } from './signature.js';

type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

interface DeliverOptions {
  firestore?: Firestore;
  /** The time of the try (the next try's time is counted from it). */
  now?: Date;
  /** How long the endpoint has to answer (WEBHOOK_LIMITS.timeoutMs). */
  timeoutMs?: number;
}

/** In the emulator, http://localhost and http://127.0.0.1 are endpoints too (the tests' receiver). */
export const allowsLocalHttp = () => inEmulator();

/** A failure's text as stored: short, one line. */
const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, WEBHOOK_LIMITS.errorMax);

/** A network error's text, with its cause's code when it has one (ECONNREFUSED …). */
function networkErrorText(error: unknown): string {
  if (!(error instanceof Error)) return short(String(error));
  const cause = (error as { cause?: unknown }).cause as
    { code?: unknown; message?: unknown } | undefined;
  const detail =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message
        : '';
  return short(detail ? `${error.message}: ${detail}` : error.message);
}

interface Claimed {
  url: string;
  secret: string;
  type: string;
  deliveryId: string;
  payload: string;
  attempts: number;
  /** Why the delivery cannot be sent at all (it fails at once), or null. */
  refusal: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Claims the delivery for one try, in a transaction. `due`: a try of the retry schedule, which
 * takes any delivery whose `nextAttemptAt` has come; otherwise a pending one only (the trigger).
 */
function claim(
  firestore: Firestore,
  companyId: string,
  ref: DocumentReference,
  now: Date,
  due: boolean,
): Promise<Claimed | null> {
  return firestore.runTransaction(async (tx) => {
    const delivery = await tx.get(ref);
    if (!delivery.exists) return null;
    if (!mayClaim(delivery, now, due, 'delivering' satisfies WebhookDeliveryStatus)) return null;
    const webhookId = text(delivery.get('webhookId'));
    const [webhook, secret] = await tx.getAll(
      firestore.doc(pathOf(docPaths.webhook(companyId, webhookId || '-'))),
      firestore.doc(pathOf(docPaths.webhookSecret(webhookId || '-'))),
    );
    const type = text(delivery.get('type'));
    const attempts = (Number(delivery.get('attempts')) || 0) + 1;
    tx.update(ref, {
      status: 'delivering' satisfies WebhookDeliveryStatus,
      attempts,
      lastAttemptAt: Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + WEBHOOK_DELIVERING_LEASE_MS),
    });
    let refusal: string | null = null;
    if (!webhook?.exists || !secret?.exists || secret.get('companyId') !== companyId) {
      refusal = 'The webhook was deleted';
    } else if (webhook.get('active') !== true && type !== 'ping') {
      refusal = 'The webhook is switched off';
    }
    return {
      url: webhook?.exists ? text(webhook.get('url')) : '',
      secret: secret?.exists ? text(secret.get('secret')) : '',
      type,
      deliveryId: ref.id,
      payload: text(delivery.get('payload')),
      attempts,
      refusal,
    };
  });
}

/** Why the endpoint may not be called now, or the address to call it at. */
type EndpointCheck = { refusal: string } | { refusal: null; pinned: PinnedAddress | null };

/**
 * Whether the endpoint may be called now: its URL breaks the rules (they may differ from when it
 * was saved: the emulator's), or its host name resolves to a private address. Otherwise the
 * address the name resolved to, which the POST connects to (pinned-post.ts), so a second
 * resolution cannot lead elsewhere; an address literal is called as it is.
 */
async function checkEndpoint(url: string): Promise<EndpointCheck> {
  const allowLocalHttp = allowsLocalHttp();
  const problem = webhookUrlProblem(url, { allowLocalHttp });
  if (problem) return { refusal: `The endpoint URL is not allowed (${problem})` };
  const { hostname } = new URL(url);
  if (allowLocalHttp && (hostname === 'localhost' || hostname === '127.0.0.1')) {
    return { refusal: null, pinned: null };
  }
  // an address literal was checked above
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return { refusal: null, pinned: null };
  try {
    const addresses = await lookup(hostname, { all: true });
    const inside = addresses.some(({ address, family }) =>
      isPrivateHost(family === 6 ? `[${address}]` : address),
    );
    const [first] = addresses;
    if (inside || !first) return { refusal: 'The endpoint’s host resolves to a private address' };
    return {
      refusal: null,
      pinned: { address: first.address, family: first.family === 6 ? 6 : 4 },
    };
  } catch (error) {
    return {
      refusal: short(`DNS lookup failed: ${(error as { code?: string }).code ?? String(error)}`),
    };
  }
}

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** POSTs the signed body to the checked address; the endpoint's status, or why there was none. */
async function post(
  claimed: Claimed,
  pinned: PinnedAddress | null,
  timeoutMs: number,
): Promise<Answer> {
  const timestamp = Math.floor(Date.now() / 1000);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const status = await postPinned(claimed.url, pinned, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_HEADERS.event]: claimed.type,
        [WEBHOOK_HEADERS.delivery]: claimed.deliveryId,
        [WEBHOOK_HEADERS.signature]: signatureHeader(claimed.secret, timestamp, claimed.payload),
      },
      body: claimed.payload,
      signal: controller.signal,
    });
    const ok = status >= 200 && status < 300;
    const redirect = status >= 300 && status < 400;
    return {
      statusCode: status,
      error: ok ? null : `HTTP ${status}${redirect ? ' (redirects are not followed)' : ''}`,
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return { statusCode: null, error: `Timed out after ${timeoutMs / 1000} s` };
    }
    return { statusCode: null, error: networkErrorText(error) };
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(
  firestore: Firestore,
  companyId: string,
  deliveryId: string,
  options: DeliverOptions,
  due: boolean,
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const ref = firestore.doc(pathOf(docPaths.webhookDelivery(companyId, deliveryId)));
  const claimed = await claim(firestore, companyId, ref, now, due);
  if (!claimed) return 'skipped';
  if (claimed.refusal) {
    await recordTry(ref, {
      status: 'failed' satisfies WebhookDeliveryStatus,
      lastError: claimed.refusal,
      lastStatusCode: null,
      lastDurationMs: null,
      nextAttemptAt: null,
    });
    return 'failed';
  }
  const started = Date.now();
  const endpoint = await checkEndpoint(claimed.url);
  const answer: Answer =
    endpoint.refusal !== null
      ? { statusCode: null, error: endpoint.refusal }
      : await post(claimed, endpoint.pinned, options.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs);
  const lastDurationMs = Date.now() - started;
  if (answer.error === null) {
    await recordTry(ref, {
      status: 'delivered' satisfies WebhookDeliveryStatus,
      deliveredAt: FieldValue.serverTimestamp(),
      lastStatusCode: answer.statusCode,
      lastError: null,
      lastDurationMs,
      nextAttemptAt: null,
    });
    return 'delivered';
  }
  const failed = claimed.attempts >= WEBHOOK_MAX_ATTEMPTS;
  logger.warn('webhook delivery try failed', {
    deliveryId,
    attempt: claimed.attempts,
    status: answer.statusCode,
    error: answer.error,
  });
  await recordTry(ref, {
    status: (failed ? 'failed' : 'retrying') satisfies WebhookDeliveryStatus,
    lastStatusCode: answer.statusCode,
    lastError: short(answer.error),
    lastDurationMs,
    nextAttemptAt: failed
      ? null
      : Timestamp.fromMillis(now.getTime() + webhookRetryDelayMs(claimed.attempts)),
  });
  return failed ? 'failed' : 'retrying';
}

/** Sends a newly queued (pending) delivery: what the trigger on webhookDeliveries does. */
export function deliverQueuedWebhook(
  companyId: string,
  deliveryId: string,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  return deliver(options.firestore ?? adminDb(), companyId, deliveryId, options, false);
}

/**
 * Sends every delivery whose next try is due at `now` (at most WEBHOOK_RETRY_BATCH, the longest
 * waiting first), of every company or of `options.companyId`: what the schedule `retryWebhooks`
 * does. Returns each delivery's outcome by its id.
 */
export async function retryDueWebhooks(
  firestore: Firestore = adminDb(),
  now: Date = new Date(),
  options: Omit<DeliverOptions, 'firestore' | 'now'> & { companyId?: string } = {},
): Promise<Record<string, DeliveryOutcome>> {
  const source = options.companyId
    ? firestore.collection(pathOf(docPaths.webhookDeliveries(options.companyId)))
    : firestore.collectionGroup(COLLECTIONS.webhookDeliveries);
  const due = await source
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(WEBHOOK_RETRY_BATCH)
    .get();
  const work = due.docs.flatMap((doc) => {
    const companyId = doc.ref.parent.parent?.id;
    return companyId ? [{ companyId, id: doc.id }] : [];
  });
  return tryInBatches(work, ({ companyId, id }) =>
    deliver(firestore, companyId, id, { ...options, now }, true),
  );
}
