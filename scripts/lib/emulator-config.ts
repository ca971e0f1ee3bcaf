// Reads the emulator hosts and ports from firebase.json: the one place ports are written. A run
// may shift every port by one offset (EMULATOR_PORT_OFFSET) to leave a suite on the default ports
// alone; the processes it starts inherit the variable, so they all find the same ports.
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
  /**
   * mailSmtp and mailInbox are the local mail catcher's (maildev), searchDb the local search
   * engine's (PGlite); firebase-tools ignores those entries.
   */
  emulators: Record<
    'auth' | 'firestore' | 'functions' | 'hosting' | 'hub' | 'mailSmtp' | 'mailInbox' | 'searchDb',
    EmulatorEntry
  >;
}

const firebaseJsonText = readFileSync(path.join(ROOT, 'firebase.json'), 'utf8');
const firebaseJson = JSON.parse(firebaseJsonText) as FirebaseJson;

/** A fresh copy of firebase.json, to write a variant of it. */
export function firebaseConfig(): Record<string, unknown> {
  return JSON.parse(firebaseJsonText) as Record<string, unknown>;
}

/** The variable that shifts every emulator port of firebase.json by the same number. */
export const PORT_OFFSET_VAR = 'EMULATOR_PORT_OFFSET';

/** Offsets a test run tries, in order, when the default ports are busy (all stay below 32768). */
export const ALTERNATE_PORT_OFFSETS: readonly number[] = [10_000, 20_000];

function offsetFromEnv(): number {
  const raw = process.env[PORT_OFFSET_VAR];
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 30_000) {
    throw new Error(`${PORT_OFFSET_VAR} must be a whole number from 0 to 30000, not "${raw}".`);
  }
  return value;
}

const hasPort = (entry: unknown): entry is EmulatorEntry =>
  typeof entry === 'object' && entry !== null && typeof (entry as EmulatorEntry).port === 'number';

/** firebase.json's emulator entries (every one: hub, logging, …) with their ports + `offset`. */
export function emulatorsAt(offset: number): FirebaseJson['emulators'] {
  const shifted: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(firebaseJson.emulators)) {
    shifted[name] = hasPort(entry) ? { ...entry, port: entry.port + offset } : entry;
  }
  return shifted as FirebaseJson['emulators'];
}

/** Every emulator that has a port, at `offset`. */
export function emulatorPorts(offset: number): { name: string; host: string; port: number }[] {
  return Object.entries(emulatorsAt(offset)).flatMap(([name, entry]: [string, unknown]) =>
    hasPort(entry) ? [{ name, host: entry.host, port: entry.port }] : [],
  );
}

let offset = offsetFromEnv();

/** The emulators of this run's port set (updated in place by usePortOffset). */
export const emulators = emulatorsAt(offset);

/** How far this run's ports are from firebase.json's (0: the default ports). */
export function portOffset(): number {
  return offset;
}

export function hostPort(name: keyof FirebaseJson['emulators']): string {
  const entry = emulators[name];
  return `${entry.host}:${entry.port}`;
}

/** The URL the Hosting emulator serves the app at. */
export let hostingUrl = `http://localhost:${emulators.hosting.port}`;

/** The mail catcher's web inbox and REST API (GET /email, DELETE /email/all). */
export function mailInboxUrl(): string {
  return `http://${emulators.mailInbox.host}:${emulators.mailInbox.port}`;
}

/** The local search engine's database (scripts/lib/search-engine.ts), as SEARCH_DATABASE_URL. */
export function searchDatabaseUrl(): string {
  return `postgresql://postgres@${emulators.searchDb.host}:${emulators.searchDb.port}/postgres`;
}

/** Moves this process, and every process it starts from now on, to the port set at `next`. */
export function usePortOffset(next: number): void {
  offset = next;
  process.env[PORT_OFFSET_VAR] = String(next);
  Object.assign(emulators, emulatorsAt(next));
  hostingUrl = `http://localhost:${emulators.hosting.port}`;
}

/** Environment that points the Admin SDK and other tools at the local suite. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
    [PORT_OFFSET_VAR]: String(offset),
    MAIL_CATCHER_URL: mailInboxUrl(),
    SEARCH_DATABASE_URL: searchDatabaseUrl(),
    // no Google metadata server to find on a laptop: do not probe for one
    METADATA_SERVER_DETECTION: 'none',
  };
}
