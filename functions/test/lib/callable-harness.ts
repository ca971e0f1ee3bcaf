// The harness of every callable's test: accounts on the Auth emulator with their ID tokens,
// companies written straight to Firestore, and the callables called over HTTP as the app's SDK
// calls them (POST {data} with the ID token; the answer is {result} or {error}).
import { createHash } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { emulatorEnv, hostPort, PROJECT_ID } from '../../../scripts/lib/emulator-config.ts';
import { EMULATOR_ENV } from '../../src/lib/mail/config.ts';
import {
  ALL_TEAM_PERMISSIONS,
  teamPermissionsFrom,
  type TeamPermissions,
} from '../../src/contracts.ts';

export const PASSWORD = 'hiring-test-2026';
const REGION = 'us-central1';

export interface Account {
  uid: string;
  email: string;
  idToken: string;
}

export interface Harness {
  db: Firestore;
  /** A name unique to this run (ids, emails). */
  unique(name: string): string;
  account(
    name: string,
    profile?: Record<string, unknown> | null,
    options?: { displayName?: string },
  ): Promise<Account>;
  close(): Promise<void>;
}

export function harness(prefix: string): Harness {
  // the handlers the tests call run as in the emulator (the mail settings' defaults apply)
  Object.assign(process.env, emulatorEnv(), EMULATOR_ENV);
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const app: App = initializeApp({ projectId: PROJECT_ID }, `${prefix}-${run}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const unique = (name: string) => `${prefix}-${name}-${run}`;
  return {
    db,
    unique,
    /** An Auth account, its profile (users/{uid}; null: none) and a fresh ID token. */
    async account(name, profile = { role: 'jobSeeker' }, options = {}) {
      const uid = unique(name);
      const email = `${uid}@hiring.test`;
      await auth.createUser({ uid, email, password: PASSWORD, displayName: options.displayName });
      if (profile) {
        await db.doc(`users/${uid}`).set({
          uid,
          email,
          displayName: options.displayName ?? name,
          createdAt: FieldValue.serverTimestamp(),
          ...profile,
        });
      }
      return { uid, email, idToken: await signIn(email) };
    },
    close: () => deleteApp(app),
  };
}

/** The harness of a test file: made as the file loads, closed after the file's last test. */
export function useHarness(prefix: string): Harness {
  const h = harness(prefix);
  afterAll(() => h.close());
  return h;
}

/** Signs in on the Auth emulator's REST API; answers the ID token. */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `http://${hostPort('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

export type CallAnswer<T = unknown> =
  | { result: T; error?: undefined }
  | {
      result?: undefined;
      error: { status: string; message: string; details?: { reason?: string } };
    };

/** Calls the callable `name` over HTTP, signed in as `caller` (or signed out). */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  caller?: Account | null,
): Promise<CallAnswer<T>> {
  const response = await fetch(`http://${hostPort('functions')}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallAnswer<T>;
}

/** The refusal's reason (`details.reason`), or 'ok' when the call succeeded. */
export async function reasonOf(name: string, data: unknown, caller?: Account | null) {
  const answer = await call(name, data, caller);
  return answer.error ? (answer.error.details?.reason ?? answer.error.status) : 'ok';
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Permissions with only `flags` true. */
export const only = (...flags: (keyof TeamPermissions)[]): TeamPermissions =>
  teamPermissionsFrom(Object.fromEntries(flags.map((flag) => [flag, true])));

/** companies/{id} owned by `owner`, with the owner's member document and profile link. */
export async function makeCompany(
  h: Harness,
  name: string,
  owner: Account,
): Promise<{ companyId: string; name: string }> {
  const companyId = h.unique(name);
  const companyName = `${name} ${companyId.slice(-6)}`;
  await h.db.doc(`companies/${companyId}`).set({
    name: companyName,
    ownerId: owner.uid,
    createdAt: FieldValue.serverTimestamp(),
  });
  await addMember(h, companyId, owner, ALL_TEAM_PERMISSIONS, owner.uid);
  return { companyId, name: companyName };
}

/**
 * A company owned by a new employer (`<name>-owner`), and for each entry of `members` a new
 * employer (`<name>-<key>`) who is a member holding those permissions, added by the owner.
 */
export async function makeTeam<K extends string>(
  h: Harness,
  name: string,
  members: Record<K, TeamPermissions>,
): Promise<{ owner: Account; companyId: string; name: string } & Record<K, Account>> {
  const owner = await h.account(`${name}-owner`, { role: 'employer' });
  const company = await makeCompany(h, name, owner);
  const accounts = {} as Record<K, Account>;
  for (const [key, permissions] of Object.entries(members) as [K, TeamPermissions][]) {
    accounts[key] = await h.account(`${name}-${key}`, { role: 'employer' });
    await addMember(h, company.companyId, accounts[key], permissions, owner.uid);
  }
  return { owner, ...company, ...accounts };
}

/** A member document in the company, and the member's profile naming it. */
export async function addMember(
  h: Harness,
  companyId: string,
  person: Account,
  permissions: TeamPermissions,
  addedBy: string,
): Promise<void> {
  await h.db.doc(`companies/${companyId}/members/${person.uid}`).set({
    uid: person.uid,
    email: person.email,
    displayName: person.uid,
    permissions,
    addedBy,
    addedAt: FieldValue.serverTimestamp(),
  });
  await h.db.doc(`users/${person.uid}`).set({ companyId }, { merge: true });
}

const DAY_MS = 86_400_000;

/** The inviter's name as a client could write it on an invitation: the mail never shows it. */
export const FORGED_INVITER_NAME = 'Mallory Mimic';

/** An invitation as the invite form writes it, plus `extra` (a tokenHash: the trigger skips it). */
export function invitationOf(
  email: string,
  invitedBy: Account,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Date.now();
  return {
    email,
    permissions: only('canCreateJobs', 'canScreenCandidates'),
    locale: 'de',
    invitedBy: invitedBy.uid,
    invitedByName: FORGED_INVITER_NAME,
    status: 'pending',
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + 7 * DAY_MS),
    ...extra,
  };
}

/** The audit entries of `action` about `targetResourceId`. */
export async function auditsOf(db: Firestore, action: string, targetResourceId: string) {
  const snapshot = await db
    .collection('auditLogs')
    .where('targetResourceId', '==', targetResourceId)
    .get();
  return snapshot.docs.map((entry) => entry.data()).filter((entry) => entry.action === action);
}

/**
 * How long a test waits for a trigger's effect. It is long because the Firestore emulator delivers
 * the events of every trigger one after the other, each once the previous function has finished:
 * on a busy 2-core machine (the end-to-end tests beside this suite write too) an event may wait
 * behind many others. A wait ends as soon as the effect is there.
 */
export const TRIGGER_WAIT_MS = 90_000;

/** Polls `read` until it answers something other than undefined. */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = TRIGGER_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
