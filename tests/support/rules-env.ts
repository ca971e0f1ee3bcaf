// A rules-test environment on the running Firestore emulator, with the project's rules, and the
// personas every collection is tested for. Each Firebase app costs the test process a client and a
// connection of its own, so a file keeps one per persona and one that bypasses the rules (the
// rules suite: 31 s of test-process CPU where an app per call took 66 s).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emulators, PROJECT_ID, ROOT } from '../../scripts/lib/emulator-config.ts';

/**
 * Rules tests clear their data at will: they run in a project of their own, one per vitest worker,
 * so that files run side by side without clearing each other's data.
 */
const RULES_PROJECT_ID = `${PROJECT_ID}-rules-${process.env.VITEST_POOL_ID ?? '0'}`;

async function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      rules: readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
      host: emulators.firestore.host,
      port: emulators.firestore.port,
    },
  });
}

export const PERSONAS = {
  jobSeeker: { uid: 'rules-seeker', role: 'jobSeeker', email: 'seeker@rules.test' },
  employer: { uid: 'rules-employer', role: 'employer', email: 'employer@rules.test' },
  teamMember: { uid: 'rules-member', role: 'employer', email: 'member@rules.test' },
  admin: { uid: 'rules-admin', role: 'admin', email: 'admin@rules.test' },
} as const;

export type PersonaName = keyof typeof PERSONAS;

export const COMPANY = 'rules-company';
export const OTHER_COMPANY = 'other-company';
/** The team member's flags: screens candidates, nothing else. */
const MEMBER_FLAGS = { canScreenCandidates: true, canManageTeam: false };

/**
 * Seeds, with rules disabled: the personas' profiles; a company owned by the employer with the
 * team member on its team; a company of someone else; a candidate of each; a job; a feature.
 */
async function seedPersonas(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const { doc, writeBatch } = await import('firebase/firestore');
    const db = context.firestore() as unknown as Firestore;
    // one commit rather than a round trip per document: this runs before every test
    const batch = writeBatch(db);
    for (const persona of Object.values(PERSONAS)) {
      batch.set(doc(db, 'users', persona.uid), { ...persona, displayName: persona.uid });
    }
    batch.set(doc(db, 'companies', COMPANY), { name: 'Rules Co', ownerId: PERSONAS.employer.uid });
    batch.set(doc(db, 'companies', COMPANY, 'members', PERSONAS.teamMember.uid), {
      uid: PERSONAS.teamMember.uid,
      permissions: MEMBER_FLAGS,
    });
    batch.set(doc(db, 'companies', OTHER_COMPANY), { name: 'Other', ownerId: 'someone-else' });
    batch.set(doc(db, 'candidates', 'cand-1'), { companyId: COMPANY, name: 'Cara' });
    batch.set(doc(db, 'candidates', 'cand-2'), { companyId: OTHER_COMPANY, name: 'Otto' });
    batch.set(doc(db, 'jobs', 'job-1'), { title: 'Engineer' });
    batch.set(doc(db, 'features', 'f1'), { title: 'Feature', votes: 1 });
    await batch.commit();
  });
}

/** Each environment's persona databases: one Firebase app per persona and file, not per call. */
const personaDbs = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

export function dbAs(env: RulesTestEnvironment, persona: PersonaName | 'anonymous'): Firestore {
  let dbs = personaDbs.get(env);
  if (!dbs) personaDbs.set(env, (dbs = new Map<string, Firestore>()));
  const cached = dbs.get(persona);
  if (cached) return cached;
  const context: RulesTestContext =
    persona === 'anonymous'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(PERSONAS[persona].uid, { email: PERSONAS[persona].email });
  const db = context.firestore() as unknown as Firestore;
  dbs.set(persona, db);
  return db;
}

/**
 * The environment with one Firestore that bypasses the rules (the emulator's `owner` token, which
 * the library's own `withSecurityRulesDisabled` uses) behind `withSecurityRulesDisabled`, instead
 * of a new Firebase app for every call: the seeds before each test reuse it.
 */
async function withOneOwner(
  env: RulesTestEnvironment,
): Promise<{ env: RulesTestEnvironment; close: () => Promise<void> }> {
  const { deleteApp, initializeApp } = await import('firebase/app');
  const { connectFirestoreEmulator, getFirestore } = await import('firebase/firestore');
  const app = initializeApp({ projectId: RULES_PROJECT_ID }, `rules-owner-${Math.random()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port, {
    mockUserToken: 'owner',
  });
  const owner = { firestore: () => db } as unknown as RulesTestContext;
  const withSecurityRulesDisabled = async (callback: (context: RulesTestContext) => unknown) => {
    await callback(owner);
  };
  return {
    env: new Proxy(env, {
      get: (target, key, receiver): unknown =>
        key === 'withSecurityRulesDisabled'
          ? withSecurityRulesDisabled
          : Reflect.get(target, key, receiver),
    }),
    close: () => deleteApp(app),
  };
}

/**
 * Registers the hooks every rules test file needs: one environment for the file, and before each
 * test a cleared database with the personas seeded (then `seedMore`, if given).
 */
export function useRulesEnv(
  seedMore?: (env: RulesTestEnvironment) => Promise<void>,
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  let closeOwner: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const owned = await withOneOwner(await createRulesEnv());
    env = owned.env;
    closeOwner = owned.close;
  });
  afterAll(async () => {
    await closeOwner?.();
    await env?.cleanup();
  });
  beforeEach(async () => {
    if (!env) throw new Error('The rules environment did not start');
    await env.clearFirestore();
    await seedPersonas(env);
    await seedMore?.(env);
  });
  return () => {
    if (!env) throw new Error('The rules environment did not start');
    return env;
  };
}
