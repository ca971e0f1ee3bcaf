// The signed token of a candidate's booking link: `<link id>.<HMAC-SHA256 of it>` under
// BOOKING_TOKEN_SECRET (the functions' settings; README "Candidate self-scheduling"), so only the
// server makes one and a changed or made-up id is refused before anything is read. The link's
// document (bookingLinks/{id}) says what it offers, until when, and whether it still stands.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inEmulator } from '../emulator.js';

/** The emulator's secret when none is set: local suites and tests only. */
export const EMULATOR_BOOKING_SECRET = 'local-booking-secret-for-the-emulator-only';
/** A secret shorter than this is refused: it could be guessed. */
const SECRET_MIN_LENGTH = 32;
/** Separates the signed purpose from the payload, so the secret signs nothing else alike. */
const PURPOSE = 'booking-link';
const LINK_ID = /^[A-Za-z0-9_-]{1,128}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

type Env = Record<string, string | undefined>;

/** BOOKING_TOKEN_SECRET; in the emulator a fixed one when it is unset. */
export function bookingTokenSecret(env: Env = process.env): string {
  const secret = (env.BOOKING_TOKEN_SECRET ?? '').trim();
  if (secret.length >= SECRET_MIN_LENGTH) return secret;
  if (!secret && inEmulator(env)) return EMULATOR_BOOKING_SECRET;
  throw new Error(
    `BOOKING_TOKEN_SECRET must be set to at least ${SECRET_MIN_LENGTH} characters ` +
      '(functions/.env.<project id>; README, "Candidate self-scheduling").',
  );
}

const sign = (linkId: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${linkId}`).digest('base64url');

/** The token of link `linkId`. */
export function bookingToken(linkId: string, secret: string = bookingTokenSecret()): string {
  if (!LINK_ID.test(linkId)) throw new TypeError(`Not a link id: ${linkId}`);
  return `${linkId}.${sign(linkId, secret)}`;
}

/** The link a token names, or null when it is malformed, forged or changed in any way. */
export function readBookingToken(
  token: unknown,
  secret: string = bookingTokenSecret(),
): string | null {
  if (typeof token !== 'string') return null;
  const [linkId, signature, ...rest] = token.split('.');
  if (!linkId || !signature || rest.length > 0) return null;
  if (!LINK_ID.test(linkId) || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(sign(linkId, secret));
  return timingSafeEqual(expected, Buffer.from(signature)) ? linkId : null;
}
