// App Check: when the build has a reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY), every
// request to Firestore, Auth and the callables carries an App Check token, and the API's POSTs
// send one in X-Firebase-AppCheck. Its code loads only when a key is configured. README, "App Check".
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { env } from '@/config/env';

let started: Promise<AppCheck | null> | null = null;

/** Starts App Check once (nothing without a site key); resolves when requests can carry tokens. */
export function startAppCheck(app: FirebaseApp | null, siteKey = env.appCheckSiteKey) {
  started ??= (async () => {
    if (!app || !siteKey) return null;
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    return initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  })().catch((error: unknown) => {
    console.error('App Check could not start', error);
    return null;
  });
  return started;
}

/** The header an API request carries when App Check is on (none otherwise). */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const appCheck = await (started ?? Promise.resolve(null));
  if (!appCheck) return {};
  try {
    const { getToken } = await import('firebase/app-check');
    const { token } = await getToken(appCheck);
    return { 'X-Firebase-AppCheck': token };
  } catch (error) {
    console.error('No App Check token', error);
    return {};
  }
}

/** For tests: forget the started instance. */
export function resetAppCheck(): void {
  started = null;
}
