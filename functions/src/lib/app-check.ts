import { getAppCheck } from 'firebase-admin/app-check';
import { inEmulator } from './emulator.js';
import { adminApp } from './admin.js';

/**
 * App Check enforcement, off unless `APP_CHECK_ENFORCE=true` is set for the deployed functions
 * (functions/.env.<project id>; README, "App Check"). When on, every callable refuses a request
 * without a valid App Check token (setGlobalOptions in index.ts), and so does every API endpoint
 * that the app calls with fetch (the failed sign-in report). The analytics endpoints stay open:
 * the browser sends them as beacons, which cannot carry the header. Never on in the emulator.
 */
const APP_CHECK_ENFORCE_VAR = 'APP_CHECK_ENFORCE';
const APP_CHECK_HEADER = 'x-firebase-appcheck';

export const appCheckEnforced = (env: NodeJS.ProcessEnv = process.env) =>
  env[APP_CHECK_ENFORCE_VAR] === 'true' && !inEmulator(env);

type VerifyToken = (token: string) => Promise<unknown>;

const verifyWithAdmin: VerifyToken = (token) => getAppCheck(adminApp()).verifyToken(token);

/** Why the request is refused (no token, or one App Check does not accept), or null. */
export async function appCheckRefusal(
  headers: Record<string, string | string[] | undefined>,
  enforced: boolean,
  verify: VerifyToken = verifyWithAdmin,
): Promise<string | null> {
  if (!enforced) return null;
  const token = headers[APP_CHECK_HEADER];
  if (typeof token !== 'string' || token === '') return 'An App Check token is required';
  try {
    await verify(token);
    return null;
  } catch {
    return 'The App Check token is not valid';
  }
}
