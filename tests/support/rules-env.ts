// A rules-test environment on the running Firestore emulator, with the project's rules, and the
// personas every collection is tested for.
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
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules-${process.env.VITEST_POOL_ID ?? '0'}`;

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
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
export const MEMBER_FLAGS = { canScreenCandidates: true, canManageTeam: false };

/**
 * Seeds, with rules disabled: the personas' profiles; a company owned by the employer with the
 * team member on its team; a company of someone else; a candidate of each; a job; a feature.
 */
export async function seedPersonas(env: RulesTestEnvironment): Promise<void> {
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

export function dbAs(env: RulesTestEnvironment, persona: PersonaName | 'anonymous'): Firestore {
  const context: RulesTestContext =
    persona === 'anonymous'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(PERSONAS[persona].uid, { email: PERSONAS[persona].email });
  return context.firestore() as unknown as Firestore;
}

/**
 * Registers the hooks every rules test file needs: one environment for the file, and before each
 * test a cleared database with the personas seeded (then `seedMore`, if given).
 */
export function useRulesEnv(
  seedMore?: (env: RulesTestEnvironment) => Promise<void>,
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await createRulesEnv();
  });
  afterAll(async () => {
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
