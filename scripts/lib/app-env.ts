// The client configuration of a local build: a demo project on the emulator suite, with the demo
// account's sign-in known to the page.
import { ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { PROJECT_ID } from './emulator-config.ts';

export function localAppEnv(): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_USE_FIREBASE_EMULATORS: 'true',
    VITE_DEMO_EMAIL: ACCOUNTS.demo.email,
    VITE_DEMO_PASSWORD: DEMO_PASSWORD,
  };
}
