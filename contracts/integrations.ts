// Webhooks: a company's team (canManageIntegrations) registers HTTPS endpoints that receive its
// hiring events as signed JSON. Everything here is written by the server alone (the callables and
// the triggers of functions/src/integrations); the team reads webhooks and deliveries.
//
// companies/{cid}/webhooks/{webhookId}         the endpoint: url, events, active, secretHint …
// webhookSecrets/{webhookId}                    the signing secret: nobody but the server reads it
// companies/{cid}/webhookDeliveries/{id}        one event sent to one endpoint, with its tries
//
// A delivery is a POST of `payload` (JSON, see WebhookPayload) with the headers of WEBHOOK_HEADERS;
// X-Jobs-Signature is `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
import * as z from 'zod/mini';
import { timestampField } from './fields.js';

/** The events a webhook may subscribe to. */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.stage_changed',
  'interview.scheduled',
  'scorecard.submitted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What a delivery may carry: a subscribed event, or the test event sent on request. */
const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryType = (typeof WEBHOOK_DELIVERY_TYPES)[number];

/**
 * pending: queued, not tried yet; delivering: claimed by a function, being sent; delivered: the
 * endpoint answered 2xx; retrying: a try failed, the next is due at `nextAttemptAt`; failed: every
 * try failed (or the webhook was deleted or switched off meanwhile).
 */
const WEBHOOK_DELIVERY_STATUSES = [
  'pending',
  'delivering',
  'delivered',
  'retrying',
  'failed',
] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  /** Webhooks per company. */
  perCompany: 10,
  urlMax: 2_000,
  descriptionMax: 200,
  /** How long the endpoint has to answer. */
  timeoutMs: 10_000,
  /** The longest `lastError` stored. */
  errorMax: 300,
  /** The deliveries the screen lists. */
  recentDeliveries: 50,
} as const;

/** A secret is this prefix and 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SECRET_BYTES = 32;
/** The webhook shows the last this many characters of its secret. */
export const WEBHOOK_SECRET_HINT_LENGTH = 4;

export const WEBHOOK_USER_AGENT = 'JobsPlatform-Webhooks/1';
export const WEBHOOK_HEADERS = {
  event: 'X-Jobs-Event',
  delivery: 'X-Jobs-Delivery',
  signature: 'X-Jobs-Signature',
} as const;
/** Receivers should reject a signature whose `t` is further than this from their clock. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * How a receiver checks a delivery, in Node.js: shown on the integrations screen, and run by
 * functions/test/webhooks.test.ts against a real signature.
 */
export const WEBHOOK_VERIFY_EXAMPLE_NODE = `import { createHmac, timingSafeEqual } from "node:crypto";
const [t, v1] = req.headers['x-jobs-signature'].split(',').map((part) => part.split('=')[1]);
const expected = createHmac('sha256', process.env.WEBHOOK_SECRET).update(\`\${t}.\${rawBody}\`).digest('hex');
const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300; // refuse replays
const valid = fresh && v1?.length === 64 && timingSafeEqual(Buffer.from(expected), Buffer.from(v1));
if (!valid) return res.status(400).end();`;

// ---------- retries ----------

/** The wait after the first failed try; each next wait doubles, up to WEBHOOK_MAX_RETRY_DELAY_MS. */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_MAX_RETRY_DELAY_MS = 60 * 60_000;
/**
 * Tries in all: waits of 30 s, 1, 2, 4, 8, 16, 32 min, then 22 of an hour (about 23 hours from
 * the first try to the last), so a receiver down for most of a day loses nothing, before the
 * delivery is failed.
 */
export const WEBHOOK_MAX_ATTEMPTS = 30;

/** The wait before try `attempts + 1` after `attempts` failed tries. */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_MAX_RETRY_DELAY_MS);

/**
 * A claimed delivery whose function never finished is tried again this long after the claim; a
 * pending one whose trigger never ran, this long after it was queued.
 */
export const WEBHOOK_DELIVERING_LEASE_MS = 2 * 60_000;
/** The retry schedule sends at most this many due deliveries per run. */
export const WEBHOOK_RETRY_BATCH = 50;
/** How often the retry schedule runs (its `schedule`). */
export const WEBHOOK_RETRY_SCHEDULE = 'every 5 minutes';

// ---------- URLs ----------

/**
 * Why a URL cannot be a webhook's endpoint, or null when it can:
 * - invalid: not an absolute http(s) URL with a host name, or with a user name or password;
 * - private: a literal loopback, private, link-local, shared or multicast address, or localhost
 *   (reaching into the platform's own network: SSRF), whatever the scheme;
 * - insecure: not https (http is allowed for localhost / 127.0.0.1 when `allowLocalHttp`, the
 *   emulator);
 * - port: a port other than https's standard 443 (no probing of other services' ports).
 * The first that applies is named, so that the person fixes what matters first.
 */
export type WebhookUrlProblem = 'invalid' | 'private' | 'insecure' | 'port';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // "this" network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // shared (carrier-grade NAT)
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

function isPrivateIpv6(address: string): boolean {
  const host = address.toLowerCase();
  if (host === '::' || host === '::1') return true;
  // IPv4-mapped (::ffff:a.b.c.d, which the URL parser writes as ::ffff:xxxx:xxxx)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1] ?? '0', 16);
    const low = parseInt(mapped[2] ?? '0', 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  // the rest of ::/96 (IPv4-compatible ::a.b.c.d), NAT64 and any other IPv4-mapped form
  if (host.startsWith('::') || host.startsWith('64:ff9b:')) return true;
  const first = parseInt(host.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** Whether `hostname` (as URL.hostname gives it) names the machine itself or a private network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateIpv6(host.slice(1, -1));
  const ipv4 = ipv4Parts(host);
  return ipv4 ? isPrivateIpv4(ipv4) : false;
}

export function webhookUrlProblem(
  value: string,
  { allowLocalHttp = false }: { allowLocalHttp?: boolean } = {},
): WebhookUrlProblem | null {
  if (value.length > WEBHOOK_LIMITS.urlMax) return 'invalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (!url.hostname || url.username || url.password) return 'invalid';
  const local = allowLocalHttp && LOCAL_HOSTS.has(url.hostname);
  if (local) return null;
  if (isPrivateHost(url.hostname)) return 'private';
  if (url.protocol !== 'https:') return 'insecure';
  // the standard port only (URL writes 443 as none): no probing of other services' ports
  if (url.port !== '') return 'port';
  // a host name needs a dot (not "intranet"), unless it is an address
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) return 'invalid';
  return null;
}

// ---------- documents ----------

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .check(z.minLength(1), z.maxLength(WEBHOOK_EVENTS.length));

/** companies/{cid}/webhooks/{webhookId} */
export const webhookSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(WEBHOOK_LIMITS.urlMax)),
  events: webhookEvents,
  active: z.boolean(),
  description: z.string().check(z.maxLength(WEBHOOK_LIMITS.descriptionMax)),
  /** The last WEBHOOK_SECRET_HINT_LENGTH characters of the secret, to tell secrets apart. */
  secretHint: z.string(),
  createdAt: timestampField,
  createdBy: z.string(),
  updatedAt: timestampField,
  /** When the secret was last made (created or rotated). */
  secretCreatedAt: timestampField,
});
export type WebhookDocument = z.infer<typeof webhookSchema>;

/** webhookSecrets/{webhookId}: server only (firestore.rules lets nobody read it). */
export const webhookSecretSchema = z.object({
  companyId: z.string().check(z.minLength(1)),
  /** WEBHOOK_SECRET_PREFIX + base64url of WEBHOOK_SECRET_BYTES random bytes. */
  secret: z.string().check(z.minLength(1)),
  createdAt: timestampField,
});

/** companies/{cid}/webhookDeliveries/{eventId}_{webhookId} */
export const webhookDeliverySchema = z.object({
  webhookId: z.string().check(z.minLength(1)),
  /** The endpoint when the delivery was queued (the current one of the webhook is used). */
  url: z.string(),
  /** The event's id (the body's `id`): the same on every endpoint it goes to. */
  eventId: z.string().check(z.minLength(1)),
  type: z.enum(WEBHOOK_DELIVERY_TYPES),
  /** The exact body sent (JSON of a WebhookPayload). */
  payload: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Tries begun so far (a try counts when it is claimed). */
  attempts: z.int(),
  /** The endpoint's HTTP status of the last try; null before one answered. */
  lastStatusCode: z.nullable(z.int()),
  /** The last failure, short, never a secret; null until a try fails. */
  lastError: z.nullable(z.string()),
  /** How long the last try took, in milliseconds. */
  lastDurationMs: z.nullable(z.int()),
  /** When the last try began; null before the first. */
  lastAttemptAt: z.nullable(timestampField),
  /** When the next try is due (or the claim ends); null once delivered or failed. */
  nextAttemptAt: z.nullable(timestampField),
  deliveredAt: z.nullable(timestampField),
  createdAt: timestampField,
});
export type WebhookDeliveryDocument = z.infer<typeof webhookDeliverySchema>;

/** The JSON body of a delivery. `data` holds ids and non-personal fields only. */
export interface WebhookPayload {
  /** The event's id: a receiver that sees it twice has seen the same event. */
  id: string;
  type: WebhookDeliveryType;
  /** ISO 8601, when the event was queued. */
  createdAt: string;
  companyId: string;
  data: Record<string, unknown>;
}

// ---------- callable inputs ----------

/** A document id: never a `/`, which would reach into another collection. */
const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));
const url = z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_LIMITS.urlMax));
const description = z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMax));

/** canManageIntegrations. The answer holds the secret: the only time it is shown. */
export const createWebhookInput = z.object({
  companyId: id,
  url,
  events: webhookEvents,
  description: z.optional(description),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;
export type CreateWebhookResult = { webhookId: string; secret: string };

/** canManageIntegrations. Only the fields given change. */
export const updateWebhookInput = z.object({
  companyId: id,
  webhookId: id,
  url: z.optional(url),
  events: z.optional(webhookEvents),
  active: z.optional(z.boolean()),
  description: z.optional(description),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

/** canManageIntegrations. Deletes the webhook and its secret; its deliveries stay. */
export const deleteWebhookInput = z.object({ companyId: id, webhookId: id });

/** canManageIntegrations. A new secret replaces the old at once; answered once. */
export const rotateWebhookSecretInput = z.object({ companyId: id, webhookId: id });
export type RotateWebhookSecretResult = { secret: string };

/** canManageIntegrations. Queues a 'ping' delivery to the webhook (active or not). */
export const sendTestEventInput = z.object({ companyId: id, webhookId: id });
export type SendTestEventResult = { deliveryId: string };
