// The analytics collections are written by the API alone (Admin SDK) and read by nobody through
// the client SDK: every persona, the administrator included, is refused every verb.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, useRulesEnv, type PersonaName } from '../support/rules-env';

const COLLECTIONS = [
  'analyticsWebVitals',
  'analyticsCustomMetrics',
  'analyticsApiMetrics',
  'analyticsErrors',
  'analyticsEvents',
] as const;
const PERSONA_NAMES: (PersonaName | 'anonymous')[] = [
  'anonymous',
  'jobSeeker',
  'employer',
  'teamMember',
  'admin',
];
const STORED = { url: 'https://jobs.example/', timestamp: 1_767_225_600_000 };

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const name of COLLECTIONS) await setDoc(doc(db, name, 'stored'), STORED);
  });
});

describe.each(COLLECTIONS)('%s', (name) => {
  it('exists for the server (rules off)', async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await assertSucceeds(getDoc(doc(db, name, 'stored')));
    });
  });

  it.each(PERSONA_NAMES)('%s can neither read nor write it', async (persona) => {
    const db = dbAs(rulesEnv(), persona);
    await assertFails(getDoc(doc(db, name, 'stored')));
    await assertFails(getDocs(collection(db, name)));
    await assertFails(addDoc(collection(db, name), STORED));
    await assertFails(updateDoc(doc(db, name, 'stored'), { url: '/changed' }));
    await assertFails(deleteDoc(doc(db, name, 'stored')));
  });
});
