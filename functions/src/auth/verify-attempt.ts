/**
 * Tries a reported sign-in attempt against Firebase Auth, as the browser did, so that only a
 * password Auth really refuses is recorded as a failed sign-in. An Auth blocking function cannot do
 * this: beforeSignIn runs only after Auth has accepted the password, never for a wrong one.
 *
 * The Auth REST API needs the project's web API key (`AUTH_WEB_API_KEY`, the same public key the
 * app is built with; README "API"); the Auth emulator takes any key.
 */
import * as logger from 'firebase-functions/logger';

type AttemptVerdict =
  /** Auth refused the email and password: a real failed sign-in. */
  | 'refused'
  /** The password is right (the browser's failure was something else): nothing to record. */
  | 'accepted'
  /** Auth could not be asked, or answered something else: nothing is recorded. */
  | 'unverified';

/** Auth's answers that mean "wrong email or password" (or too many of them for this account). */
const REFUSALS = [
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
];

const AUTH_API_KEY_VAR = 'AUTH_WEB_API_KEY';

function signInUrl(env: NodeJS.ProcessEnv): string | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const key = env[AUTH_API_KEY_VAR] ?? (emulator ? 'emulator' : undefined);
  if (!key) return null;
  return `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

export async function verifyAttempt(
  email: string,
  password: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AttemptVerdict> {
  const url = signInUrl(env);
  if (!url) {
    logger.error('failed sign-ins cannot be verified: a setting is missing', {
      missing: AUTH_API_KEY_VAR,
    });
    return 'unverified';
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return 'accepted';
    const answer = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    const message = answer?.error?.message ?? '';
    return REFUSALS.some((refusal) => message.startsWith(refusal)) ? 'refused' : 'unverified';
  } catch (error) {
    logger.error('could not verify a failed sign-in with Auth', {
      error: (error as Error).message,
    });
    return 'unverified';
  }
}
