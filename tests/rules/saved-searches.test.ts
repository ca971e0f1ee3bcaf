// users/{uid}/savedSearches/{id}: a person reads, renames, pauses, re-times and deletes only their
// own saved searches; nobody creates one from a client (the createSavedSearch callable counts
// them and makes the id); the alert run's fields, unknown fields, a wrong frequency and an
// over-long name are refused; the demo account changes nothing. The profile's time zone is a
// bounded IANA name.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '../../contracts/saved-search';
import { DEMO_USER_ID } from '../../contracts/user-rules';
import { dbAs, PERSONAS, useRulesEnv, type PersonaName } from '../support/rules-env';

const owner = PERSONAS.jobSeeker;
const SEARCH = 'search-1';

const stored = (uid: string) => ({
  uid,
  name: 'React in Berlin',
  query: 'q=react&location=Berlin',
  frequency: 'daily',
  paused: false,
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20)),
  lastAlertAt: null,
  mailedJobIds: [],
});

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users', owner.uid, 'savedSearches', SEARCH), stored(owner.uid));
    await setDoc(doc(db, 'users', DEMO_USER_ID), { uid: DEMO_USER_ID, role: 'jobSeeker' });
    await setDoc(doc(db, 'users', DEMO_USER_ID, 'savedSearches', SEARCH), stored(DEMO_USER_ID));
  });
});

type Asker = PersonaName | 'anonymous' | 'demo';
const dbOf = (asker: Asker) =>
  asker === 'demo'
    ? (rulesEnv().authenticatedContext(DEMO_USER_ID).firestore() as unknown as Firestore)
    : dbAs(rulesEnv(), asker);
const searchDoc = (asker: Asker, uid: string = owner.uid, id = SEARCH) =>
  doc(dbOf(asker), 'users', uid, 'savedSearches', id);
const change = (fields: Record<string, unknown>) => ({ ...fields, updatedAt: serverTimestamp() });

describe('users/{uid}/savedSearches', () => {
  it('the owner reads, lists, renames, re-times, pauses and deletes their own', async () => {
    await assertSucceeds(getDoc(searchDoc('jobSeeker')));
    await assertSucceeds(
      getDocs(collection(dbOf('jobSeeker'), 'users', owner.uid, 'savedSearches')),
    );
    await assertSucceeds(updateDoc(searchDoc('jobSeeker'), change({ name: 'Frontend' })));
    await assertSucceeds(updateDoc(searchDoc('jobSeeker'), change({ frequency: 'weekly' })));
    await assertSucceeds(updateDoc(searchDoc('jobSeeker'), change({ paused: true })));
    await assertSucceeds(deleteDoc(searchDoc('jobSeeker')));
  });

  for (const asker of ['anonymous', 'employer', 'teamMember', 'admin'] as const) {
    it(`${asker} can neither read nor change someone else's saved searches`, async () => {
      await assertFails(getDoc(searchDoc(asker)));
      await assertFails(getDocs(collection(dbOf(asker), 'users', owner.uid, 'savedSearches')));
      await assertFails(updateDoc(searchDoc(asker), change({ paused: true })));
      await assertFails(deleteDoc(searchDoc(asker)));
    });
  }

  it('nobody creates one from a client, not even its owner: the callable counts them', async () => {
    await assertFails(setDoc(searchDoc('jobSeeker', owner.uid, 'mine'), stored(owner.uid)));
    await assertFails(
      addDoc(collection(dbOf('jobSeeker'), 'users', owner.uid, 'savedSearches'), stored(owner.uid)),
    );
  });

  it("refuses the alert run's fields and anything else the owner may not change", async () => {
    const forged: Record<string, unknown>[] = [
      { lastAlertAt: serverTimestamp() },
      { mailedJobIds: ['job-9'] },
      { query: 'q=other' },
      { uid: 'someone-else' },
      { createdAt: serverTimestamp() },
      { isAdmin: true },
    ];
    for (const fields of forged) {
      await assertFails(updateDoc(searchDoc('jobSeeker'), change(fields)));
    }
  });

  it('refuses a bad name, frequency or pause, and a change without its time', async () => {
    const name = 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax);
    await assertSucceeds(updateDoc(searchDoc('jobSeeker'), change({ name })));
    await assertFails(updateDoc(searchDoc('jobSeeker'), change({ name: `${name}x` })));
    await assertFails(updateDoc(searchDoc('jobSeeker'), change({ name: '' })));
    await assertFails(updateDoc(searchDoc('jobSeeker'), change({ frequency: 'hourly' })));
    await assertFails(updateDoc(searchDoc('jobSeeker'), change({ paused: 'yes' })));
    await assertFails(updateDoc(searchDoc('jobSeeker'), { paused: true }));
    await assertFails(
      updateDoc(searchDoc('jobSeeker'), { paused: true, updatedAt: Timestamp.fromMillis(0) }),
    );
  });

  it('the demo account changes and deletes none of its own', async () => {
    await assertFails(updateDoc(searchDoc('demo', DEMO_USER_ID), change({ paused: true })));
    await assertFails(deleteDoc(searchDoc('demo', DEMO_USER_ID)));
    await assertFails(setDoc(searchDoc('demo', DEMO_USER_ID, 'new'), stored(DEMO_USER_ID)));
  });
});

describe("the profile's time zone", () => {
  const profile = (asker: PersonaName | 'anonymous', uid: string = owner.uid) =>
    doc(dbAs(rulesEnv(), asker), 'users', uid);

  it('the person sets a bounded IANA name on their own profile', async () => {
    for (const timeZone of [
      'Europe/Berlin',
      'America/Argentina/Buenos_Aires',
      'UTC',
      'Etc/GMT+5',
    ]) {
      await assertSucceeds(updateDoc(profile('jobSeeker'), { timeZone }));
    }
  });

  it('refuses what is no zone name, a name too long, and anyone else', async () => {
    for (const timeZone of ['', 'Europe/Berlin; drop', '../x', 42, `A/${'b'.repeat(63)}`]) {
      await assertFails(updateDoc(profile('jobSeeker'), { timeZone }));
    }
    await assertFails(updateDoc(profile('employer'), { timeZone: 'Europe/Rome' }));
    await assertFails(updateDoc(profile('anonymous'), { timeZone: 'Europe/Rome' }));
  });
});
