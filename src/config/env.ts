// Configuration is read and checked here, once. Without any Firebase configuration the app runs
// in offline mode (no backend: local sample data and the local demo session only); with a partial
// one it says what is missing.
import type { FirebaseOptions } from 'firebase/app';

export const REQUIRED_FIREBASE_VARS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

type EnvSource = Partial<Record<string, string | boolean | undefined>>;

interface AppEnv {
  /** `firebase` when a complete configuration is present, else `offline` (no backend at all). */
  mode: 'firebase' | 'offline';
  firebase: FirebaseOptions | null;
  /** Connect the SDK to the local emulator suite. */
  useEmulators: boolean;
  /** Required variables that are absent (empty when none are set at all: plain offline mode). */
  missing: string[];
  /** Sign-in of the seeded demo account: local builds only (never with a real project). */
  demoCredentials: { email: string; password: string } | null;
  /** The reCAPTCHA Enterprise site key App Check uses; null: App Check is off. */
  appCheckSiteKey: string | null;
}

function text(source: EnvSource, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function readEnv(source: EnvSource): AppEnv {
  const present = REQUIRED_FIREBASE_VARS.filter((key) => text(source, key) !== undefined);
  const missing = REQUIRED_FIREBASE_VARS.filter((key) => text(source, key) === undefined);
  const useEmulators = text(source, 'VITE_USE_FIREBASE_EMULATORS') === 'true';
  const demoEmail = text(source, 'VITE_DEMO_EMAIL');
  const demoPassword = text(source, 'VITE_DEMO_PASSWORD');
  // the demo account's password goes only into a build for the local suite
  const demoCredentials =
    useEmulators && demoEmail && demoPassword ? { email: demoEmail, password: demoPassword } : null;
  const appCheckSiteKey = useEmulators ? null : (text(source, 'VITE_APP_CHECK_SITE_KEY') ?? null);

  if (missing.length > 0) {
    return {
      mode: 'offline',
      firebase: null,
      useEmulators: false,
      missing: present.length === 0 ? [] : [...missing],
      demoCredentials: null,
      appCheckSiteKey: null,
    };
  }
  const firebase: FirebaseOptions = {
    apiKey: text(source, 'VITE_FIREBASE_API_KEY'),
    authDomain: text(source, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: text(source, 'VITE_FIREBASE_PROJECT_ID'),
    appId: text(source, 'VITE_FIREBASE_APP_ID'),
    storageBucket: text(source, 'VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: text(source, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
  };
  return {
    mode: 'firebase',
    firebase,
    useEmulators,
    missing: [],
    demoCredentials,
    appCheckSiteKey,
  };
}

export const env: AppEnv = readEnv(import.meta.env);

if (env.missing.length > 0) {
  console.error(
    `Firebase configuration is incomplete; running in offline mode. Missing: ${env.missing.join(', ')}`,
  );
}
