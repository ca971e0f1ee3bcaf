// The seeded demo account is shared (its sign-in is on the login page of a local build): it reads
// what a job seeker reads and writes nothing but the audit entries of its own sessions. Each write
// is shown to succeed for an ordinary job seeker first, so the refusal is the demo account's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_USER_ID } from '../../contracts/user-rules';
import { addAuditEntry } from '../support/audit-entry';
import { dbAs, PERSONAS, useRulesEnv } from '../support/rules-env';
import { savedJobData } from './saved-job-fixture';

const DEMO_EMAIL = 'demo@jobs.test';
const FEATURE = 'rules-feature';
const seeker = PERSONAS.jobSeeker;

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users', DEMO_USER_ID), {
      uid: DEMO_USER_ID,
      role: 'jobSeeker',
      email: DEMO_EMAIL,
      displayName: 'Demo User',
    });
    await setDoc(doc(db, 'users', DEMO_USER_ID, 'savedJobs', 'job-1'), savedJob('job-1'));
    await setDoc(doc(db, 'features', FEATURE), { title: 'Feature', votes: 3 });
  });
});

const demoDb = () =>
  rulesEnv()
    .authenticatedContext(DEMO_USER_ID, { email: DEMO_EMAIL })
    .firestore() as unknown as Firestore;

const savedJob = (id: string) => savedJobData(id);

function signIn(uid: string, email: string) {
  return {
    action: 'LOGIN',
    userId: uid,
    userEmail: email,
    userRole: 'jobSeeker',
    success: true,
    errorMessage: null,
    targetResource: null,
    targetResourceId: null,
    metadata: { method: 'password' },
    timestamp: serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + 90 * 86_400_000),
  };
}

function vote(db: Firestore, uid: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'features', FEATURE, 'voters', uid), { uid, votedAt: serverTimestamp() });
  batch.update(doc(db, 'features', FEATURE), { votes: increment(1) });
  return batch.commit();
}

function feedback(uid: string) {
  return {
    authorUid: uid,
    text: 'A thought',
    context: null,
    locale: 'en',
    source: 'panel',
    dictated: false,
    createdAt: serverTimestamp(),
  };
}

describe('the demo account', () => {
  it('reads its profile, its saved jobs and the features', async () => {
    const db = demoDb();
    await assertSucceeds(getDoc(doc(db, 'users', DEMO_USER_ID)));
    await assertSucceeds(getDocs(collection(db, 'users', DEMO_USER_ID, 'savedJobs')));
    await assertSucceeds(getDoc(doc(db, 'features', FEATURE)));
  });

  it('records its own sign-ins, sign-outs and extensions (everything is audited)', async () => {
    await assertSucceeds(addAuditEntry(demoDb(), DEMO_USER_ID, signIn(DEMO_USER_ID, DEMO_EMAIL)));
  });

  it('cannot change its profile', async () => {
    const seekerDb = dbAs(rulesEnv(), 'jobSeeker');
    await assertSucceeds(updateDoc(doc(seekerDb, 'users', seeker.uid), { displayName: 'Renamed' }));
    await assertFails(updateDoc(doc(demoDb(), 'users', DEMO_USER_ID), { displayName: 'Renamed' }));
    await assertFails(updateDoc(doc(demoDb(), 'users', DEMO_USER_ID), { locale: 'de' }));
  });

  it('cannot save or remove jobs (its list is the two samples, spec §4)', async () => {
    const seekerDb = dbAs(rulesEnv(), 'jobSeeker');
    await assertSucceeds(
      setDoc(doc(seekerDb, 'users', seeker.uid, 'savedJobs', 'job-2'), savedJob('job-2')),
    );
    const db = demoDb();
    await assertFails(
      setDoc(doc(db, 'users', DEMO_USER_ID, 'savedJobs', 'job-2'), savedJob('job-2')),
    );
    await assertFails(deleteDoc(doc(db, 'users', DEMO_USER_ID, 'savedJobs', 'job-1')));
  });

  it('cannot vote or send feedback', async () => {
    await assertSucceeds(vote(dbAs(rulesEnv(), 'jobSeeker'), seeker.uid));
    await assertFails(vote(demoDb(), DEMO_USER_ID));
    await assertSucceeds(
      addDoc(collection(dbAs(rulesEnv(), 'jobSeeker'), 'feedback'), feedback(seeker.uid)),
    );
    await assertFails(addDoc(collection(demoDb(), 'feedback'), feedback(DEMO_USER_ID)));
  });
});
