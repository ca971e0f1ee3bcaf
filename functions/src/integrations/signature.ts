// A webhook's secret and the signature of each delivery (Stripe-style): the header
// `X-Jobs-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. Signing the
// time with the body lets a receiver refuse a replayed request (a `t` too far from its clock).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  WEBHOOK_SECRET_BYTES,
  WEBHOOK_SECRET_HINT_LENGTH,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '../contracts.js';

/** A new secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = () =>
  WEBHOOK_SECRET_PREFIX + randomBytes(WEBHOOK_SECRET_BYTES).toString('base64url');

/** What the webhook shows of its secret: the last few characters. */
export const secretHintOf = (secret: string) => secret.slice(-WEBHOOK_SECRET_HINT_LENGTH);

/** The hex HMAC-SHA256 of `"<t>.<body>"` with the secret. */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The X-Jobs-Signature header's value. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;

/**
 * What a receiver does (and the tests): whether `header` signs `body` with `secret`, made within
 * `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
