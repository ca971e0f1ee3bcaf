// What every callable shares, whatever its domain: its refusals (an HttpsError whose
// `details.reason` is one of CALLABLE_ERRORS, which the app translates), who is calling, and its
// input, checked with the schema contracts/callable-inputs.ts names for it before its handler runs.
import {
  HttpsError,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import {
  CALLABLE_INPUTS,
  COLLECTIONS,
  DEMO_USER_ID,
  type CallableError,
  type CallableInput,
  type CallableName,
  type CallableResult,
} from '../contracts.js';
import { adminDb } from './admin.js';

/** The HTTP-level code each reason is sent with (the app reads the reason, not the code). */
const CODES: Record<CallableError, FunctionsErrorCode> = {
  'invalid-input': 'invalid-argument',
  'not-signed-in': 'unauthenticated',
  forbidden: 'permission-denied',
  'not-found': 'not-found',
  'already-in-company': 'failed-precondition',
  'invitation-expired': 'failed-precondition',
  'invitation-used': 'failed-precondition',
  'invitation-email-mismatch': 'permission-denied',
  'owner-protected': 'permission-denied',
  'confirmation-mismatch': 'failed-precondition',
  'webhook-url-invalid': 'invalid-argument',
  'webhook-url-insecure': 'invalid-argument',
  'webhook-url-private': 'invalid-argument',
  'webhook-url-port': 'invalid-argument',
  'webhook-limit-reached': 'resource-exhausted',
  'interviewer-not-on-team': 'failed-precondition',
  'interview-in-past': 'invalid-argument',
  'interview-too-far-ahead': 'invalid-argument',
  'invalid-time-zone': 'invalid-argument',
  'interview-cancelled': 'failed-precondition',
  'interview-change-limit': 'resource-exhausted',
  'application-closed': 'failed-precondition',
  'interviewer-without-hours': 'failed-precondition',
  'booking-window-invalid': 'invalid-argument',
  'last-admin': 'failed-precondition',
  'self-action': 'failed-precondition',
  'saved-search-limit-reached': 'resource-exhausted',
};

/** A refusal the app names to the user. */
export function refusal(reason: CallableError, message: string): HttpsError {
  return new HttpsError(CODES[reason], message, { reason });
}

/** The input schemas by name, each typed as reading its callable's CallableInput. */
const INPUTS: { [Name in CallableName]: z.ZodMiniType<CallableInput<Name>> } = CALLABLE_INPUTS;

/** The callable's input as its contract schema reads it; anything else is refused. */
function parseInput<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'input'}: ${issue.message}`)
    .join('; ');
  throw refusal('invalid-input', message);
}

/** The signed-in caller as the verified ID token names them. */
export interface Caller {
  uid: string;
  /** Lower-cased; null for an account without an email. */
  email: string | null;
  /** The token's display name, if any. */
  name: string | null;
}

function callerOf(request: CallableRequest): Caller {
  const auth = request.auth;
  if (!auth) throw refusal('not-signed-in', 'Sign in first');
  const email = typeof auth.token.email === 'string' ? auth.token.email.toLowerCase() : null;
  const name = typeof auth.token.name === 'string' && auth.token.name ? auth.token.name : null;
  return { uid: auth.uid, email, name };
}

/**
 * A callable's work: the database, the verified caller and the input its schema read in, the
 * answer out (both typed by the callable's entry in contracts/callables.ts CallableTypes).
 */
export type CallableHandler<Name extends CallableName> = (
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<Name>,
) => Promise<CallableResult<Name>>;

/** Whether an administrator disabled the account of this profile (the server sets it alone). */
export const isDisabledProfile = (profile: DocumentSnapshot) => profile.get('disabled') === true;

/**
 * Whether the caller may still act at all, read from their stored profile (the token's claims are
 * not trusted): an account an administrator disabled is refused, and so is a session that began
 * before the account's sessions were revoked (its token's `auth_time` is earlier than the profile's
 * `sessionsRevokedAt`), as `verifyIdToken(token, true)` would refuse it, without a call to Auth.
 */
async function requireActiveCaller(
  firestore: Firestore,
  caller: Caller,
  authTimeSeconds: unknown,
): Promise<void> {
  const profile = await firestore.collection(COLLECTIONS.users).doc(caller.uid).get();
  if (isDisabledProfile(profile)) throw refusal('forbidden', 'This account is disabled');
  const revokedAt: unknown = profile.get('sessionsRevokedAt');
  if (revokedAt instanceof Timestamp) {
    const began = typeof authTimeSeconds === 'number' ? authTimeSeconds : 0;
    // auth_time counts whole seconds; as in Firebase's own check, a session begun in the
    // revocation's own second is let through
    if (began < revokedAt.seconds) throw refusal('not-signed-in', 'Sign in again');
  }
}

export interface AnswerOptions {
  /**
   * The callable only reads, so the shared demo account (which only reads, README "Demo
   * accounts") may call it; every other callable refuses it.
   */
  readsOnly?: boolean;
}

/**
 * Runs the handler of callable `name` for `request` once the caller is known to be allowed at
 * all (signed in, not the demo account unless the callable only reads, not disabled, in a session
 * begun after any revocation) and its input reads as the callable's schema (no input reads as
 * `{}`). The handler then checks what this caller may do with this input.
 */
export async function answer<Name extends CallableName>(
  request: CallableRequest,
  name: Name,
  handler: CallableHandler<Name>,
  options: AnswerOptions = {},
): Promise<CallableResult<Name>> {
  const caller = callerOf(request);
  if (caller.uid === DEMO_USER_ID && !options.readsOnly) {
    throw refusal('forbidden', 'The demo account only reads');
  }
  const firestore = adminDb();
  await requireActiveCaller(firestore, caller, request.auth?.token.auth_time);
  return handler(firestore, caller, parseInput(INPUTS[name], request.data ?? {}));
}
