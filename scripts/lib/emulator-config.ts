// Reads the emulator hosts and ports from firebase.json: the one place ports are written.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-jobs';

interface EmulatorEntry {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<'auth' | 'firestore' | 'functions' | 'hosting' | 'hub', EmulatorEntry>;
}

const firebaseJson = JSON.parse(
  readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'),
) as FirebaseJson;

export const emulators = firebaseJson.emulators;

export function hostPort(name: keyof FirebaseJson['emulators']): string {
  const entry = emulators[name];
  return `${entry.host}:${entry.port}`;
}

/** The URL the Hosting emulator serves the app at. */
export const hostingUrl = `http://localhost:${emulators.hosting.port}`;

/** Environment that points the Admin SDK and other tools at the local suite. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
    // no Google metadata server to find on a laptop: do not probe for one
    METADATA_SERVER_DETECTION: 'none',
  };
}
