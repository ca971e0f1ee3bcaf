// The signed token of an alert's unsubscribe link: it names a person and the saved searches a
// digest was about, and is signed with HMAC-SHA256 under ALERTS_TOKEN_SECRET (the functions'
// settings; README "Saved searches and alerts"), so no one can make or change one without the
// secret. Nothing is stored: a token stays good for as long as the secret does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inEmulator } from '../lib/emulator.js';

/** The emulator's secret when none is set: local suites and tests only. */
export const EMULATOR_TOKEN_SECRET = 'local-alerts-secret-for-the-emulator-only';
/** A secret shorter than this is refused: it could be guessed. */
const SECRET_MIN_LENGTH = 32;
/** Separates the signed purpose from the payload, so the secret signs nothing else alike. */
const PURPOSE = 'saved-search-unsubscribe';
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Longest token read: 20 ids of 20 characters and a long user id fit with room to spare. */
export const TOKEN_MAX_LENGTH = 1024;

type Env = Record<string, string | undefined>;

/** ALERTS_TOKEN_SECRET; in the emulator a fixed one when it is unset. */
export function alertsTokenSecret(env: Env = process.env): string {
  const secret = (env.ALERTS_TOKEN_SECRET ?? '').trim();
  if (secret.length >= SECRET_MIN_LENGTH) return secret;
  if (!secret && inEmulator(env)) return EMULATOR_TOKEN_SECRET;
  throw new Error(
    `ALERTS_TOKEN_SECRET must be set to at least ${SECRET_MIN_LENGTH} characters ` +
      '(functions/.env.<project id>; README, "Saved searches and alerts").',
  );
}

export interface UnsubscribeTarget {
  uid: string;
  savedSearchIds: string[];
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');

/** The token naming `target`, signed with `secret`. */
export function unsubscribeToken(target: UnsubscribeTarget, secret: string): string {
  const payload = Buffer.from(`${target.uid}\n${target.savedSearchIds.join(',')}`).toString(
    'base64url',
  );
  return `${payload}.${sign(payload, secret)}`;
}

/** What a token names, or null when it is malformed, forged or changed in any way. */
export function readUnsubscribeToken(token: unknown, secret: string): UnsubscribeTarget | null {
  if (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(sign(payload, secret));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  const [uid, ids, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  const savedSearchIds = (ids ?? '').split(',').filter(Boolean);
  if (!uid || more.length > 0 || savedSearchIds.length === 0) return null;
  return { uid, savedSearchIds };
}
