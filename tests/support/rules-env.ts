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
import { emulators, PROJECT_ID, ROOT } from '../../scripts/lib/emulator-config.ts';

/** Rules tests clear their data at will: they run in a project of their own. */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

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

/** Seeds the personas' profiles with rules disabled. */
export async function seedPersonas(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const { doc, setDoc } = await import('firebase/firestore');
    const db = context.firestore() as unknown as Firestore;
    for (const persona of Object.values(PERSONAS)) {
      await setDoc(doc(db, 'users', persona.uid), { ...persona, displayName: persona.uid });
    }
  });
}

export function dbAs(env: RulesTestEnvironment, persona: PersonaName | 'anonymous'): Firestore {
  const context: RulesTestContext =
    persona === 'anonymous'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(PERSONAS[persona].uid, { email: PERSONAS[persona].email });
  return context.firestore() as unknown as Firestore;
}
