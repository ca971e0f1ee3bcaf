// firestore.rules for feedback, feature votes (features/{id}/voters/{uid}) and discounts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, PERSONAS, useRulesEnv } from '../support/rules-env';

const seeker = PERSONAS.jobSeeker;
const employer = PERSONAS.employer;
const GUEST = 'rules-guest';
const FEATURE = 'rules-feature';
const VOTED_FEATURE = 'rules-voted-feature';

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users', GUEST), { uid: GUEST, role: 'guest' });
    await setDoc(doc(db, 'features', FEATURE), { title: 'Feature', votes: 10 });
    await setDoc(doc(db, 'features', VOTED_FEATURE), { title: 'Voted feature', votes: 5 });
    await setDoc(doc(db, 'features', VOTED_FEATURE, 'voters', seeker.uid), {
      uid: seeker.uid,
      votedAt: Timestamp.now(),
    });
    await setDoc(doc(db, 'feedback', 'seeker-feedback'), {
      authorUid: seeker.uid,
      text: 'Existing',
      context: null,
      locale: 'en',
      source: 'panel',
      dictated: false,
      createdAt: Timestamp.now(),
    });
    await setDoc(doc(db, 'feedback', 'employer-feedback'), {
      authorUid: employer.uid,
      text: 'Existing',
      context: null,
      locale: 'en',
      source: 'panel',
      dictated: false,
      createdAt: Timestamp.now(),
    });
    await setDoc(doc(db, 'discounts', `${seeker.uid}_2026-12-22`), {
      uid: seeker.uid,
      percent: 10,
      status: 'pending',
      renewalDate: Timestamp.fromDate(new Date('2026-12-22T00:00:00Z')),
    });
  });
});

const guestDb = () =>
  rulesEnv()
    .authenticatedContext(GUEST, { email: 'guest@rules.test' })
    .firestore() as unknown as Firestore;

const feedback = (overrides: Record<string, unknown> = {}) => ({
  authorUid: seeker.uid,
  text: 'The salary filter is great.',
  context: { title: 'Job search', description: 'Find jobs', component: 'Filters' },
  locale: 'en',
  source: 'panel',
  dictated: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

describe('feedback/{id}', () => {
  describe('create', () => {
    it('a person with a known role stores feedback as themselves', async () => {
      await assertSucceeds(
        setDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'feedback', 'f1'), feedback()),
      );
      await assertSucceeds(
        setDoc(
          doc(dbAs(rulesEnv(), 'employer'), 'feedback', 'f2'),
          feedback({ authorUid: employer.uid, source: 'dialog', dictated: true, locale: 'ar' }),
        ),
      );
      await assertSucceeds(
        setDoc(doc(dbAs(rulesEnv(), 'jobSeeker'), 'feedback', 'f3'), feedback({ context: null })),
      );
    });

    it('nobody stores feedback signed out, as someone else, or without a known role', async () => {
      await assertFails(setDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'feedback', 'f1'), feedback()));
      await assertFails(
        setDoc(
          doc(dbAs(rulesEnv(), 'jobSeeker'), 'feedback', 'f1'),
          feedback({ authorUid: employer.uid }),
        ),
      );
      await assertFails(setDoc(doc(guestDb(), 'feedback', 'f1'), feedback({ authorUid: GUEST })));
    });

    it('the text is not blank and at most 2,000 characters', async () => {
      const db = dbAs(rulesEnv(), 'jobSeeker');
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ text: '' })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ text: '  \n ' })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ text: 'x'.repeat(2001) })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ text: 42 })));
      await assertSucceeds(setDoc(doc(db, 'feedback', 'f1'), feedback({ text: 'x'.repeat(2000) })));
    });

    it('refuses missing, unknown or ill-typed fields and a client-chosen time', async () => {
      const db = dbAs(rulesEnv(), 'jobSeeker');
      const withoutDictated: Record<string, unknown> = feedback();
      delete withoutDictated.dictated;
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), withoutDictated));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ discountId: 'free' })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ source: 'email' })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ locale: 'pt' })));
      await assertFails(setDoc(doc(db, 'feedback', 'f1'), feedback({ dictated: 'yes' })));
      await assertFails(
        setDoc(doc(db, 'feedback', 'f1'), feedback({ createdAt: Timestamp.fromMillis(0) })),
      );
      await assertFails(
        setDoc(
          doc(db, 'feedback', 'f1'),
          feedback({ context: { title: 'T', description: 'D', component: 'C', extra: 1 } }),
        ),
      );
      await assertFails(
        setDoc(
          doc(db, 'feedback', 'f1'),
          feedback({ context: { title: 'x'.repeat(201), description: '', component: '' } }),
        ),
      );
      await assertFails(
        setDoc(doc(db, 'feedback', 'f1'), feedback({ context: { title: 'T', description: 'D' } })),
      );
    });
  });

  describe('read', () => {
    it('authors read their own feedback, not anyone else’s', async () => {
      const db = dbAs(rulesEnv(), 'jobSeeker');
      await assertSucceeds(getDoc(doc(db, 'feedback', 'seeker-feedback')));
      await assertSucceeds(
        getDocs(query(collection(db, 'feedback'), where('authorUid', '==', seeker.uid))),
      );
      await assertFails(getDoc(doc(db, 'feedback', 'employer-feedback')));
      await assertFails(getDocs(collection(db, 'feedback')));
      await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'feedback', 'seeker-feedback')));
    });

    it('administrators read all feedback', async () => {
      await assertSucceeds(getDocs(collection(dbAs(rulesEnv(), 'admin'), 'feedback')));
    });
  });

  describe('update and delete', () => {
    it('nobody but an administrator changes or removes feedback, authors included', async () => {
      const db = dbAs(rulesEnv(), 'jobSeeker');
      await assertFails(updateDoc(doc(db, 'feedback', 'seeker-feedback'), { text: 'Edited' }));
      await assertFails(deleteDoc(doc(db, 'feedback', 'seeker-feedback')));
      await assertFails(
        updateDoc(doc(dbAs(rulesEnv(), 'employer'), 'feedback', 'seeker-feedback'), {
          text: 'Edited',
        }),
      );
      const admin = dbAs(rulesEnv(), 'admin');
      await assertSucceeds(updateDoc(doc(admin, 'feedback', 'seeker-feedback'), { text: 'Tidy' }));
      await assertSucceeds(deleteDoc(doc(admin, 'feedback', 'employer-feedback')));
    });
  });
});

describe('features/{id} votes', () => {
  const voter = (db: Firestore, featureId: string, uid: string) =>
    doc(db, 'features', featureId, 'voters', uid);
  const feature = (db: Firestore, featureId: string) => doc(db, 'features', featureId);

  it('a person votes once: their voter document and the count by one, together', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    const batch = writeBatch(db);
    batch.set(voter(db, FEATURE, seeker.uid), { uid: seeker.uid, votedAt: serverTimestamp() });
    batch.update(feature(db, FEATURE), { votes: increment(1) });
    await assertSucceeds(batch.commit());
  });

  it('a vote in a transaction, with the count read and written, is accepted', async () => {
    const db = dbAs(rulesEnv(), 'employer');
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const current = await transaction.get(feature(db, FEATURE));
        transaction.set(voter(db, FEATURE, employer.uid), {
          uid: employer.uid,
          votedAt: serverTimestamp(),
        });
        transaction.update(feature(db, FEATURE), { votes: Number(current.get('votes')) + 1 });
      }),
    );
  });

  it('refuses a second vote by the same person', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    const batch = writeBatch(db);
    batch.set(voter(db, VOTED_FEATURE, seeker.uid), {
      uid: seeker.uid,
      votedAt: serverTimestamp(),
    });
    batch.update(feature(db, VOTED_FEATURE), { votes: increment(1) });
    await assertFails(batch.commit());
  });

  it('refuses a vote for someone else', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    const batch = writeBatch(db);
    batch.set(voter(db, FEATURE, employer.uid), { uid: employer.uid, votedAt: serverTimestamp() });
    batch.update(feature(db, FEATURE), { votes: increment(1) });
    await assertFails(batch.commit());
    const mislabelled = writeBatch(db);
    mislabelled.set(voter(db, FEATURE, seeker.uid), {
      uid: employer.uid,
      votedAt: serverTimestamp(),
    });
    mislabelled.update(feature(db, FEATURE), { votes: increment(1) });
    await assertFails(mislabelled.commit());
  });

  it('refuses a count change without a matching voter change, and a voter without a count change', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    await assertFails(updateDoc(feature(db, FEATURE), { votes: increment(1) }));
    await assertFails(updateDoc(feature(db, FEATURE), { votes: 0 }));
    await assertFails(updateDoc(feature(db, VOTED_FEATURE), { votes: increment(-1) }));
    await assertFails(
      setDoc(voter(db, FEATURE, seeker.uid), { uid: seeker.uid, votedAt: serverTimestamp() }),
    );
    const twoVotes = writeBatch(db);
    twoVotes.set(voter(db, FEATURE, seeker.uid), { uid: seeker.uid, votedAt: serverTimestamp() });
    twoVotes.update(feature(db, FEATURE), { votes: increment(2) });
    await assertFails(twoVotes.commit());
    const renamed = writeBatch(db);
    renamed.set(voter(db, FEATURE, seeker.uid), { uid: seeker.uid, votedAt: serverTimestamp() });
    renamed.update(feature(db, FEATURE), { votes: increment(1), title: 'Mine now' });
    await assertFails(renamed.commit());
  });

  it('a person takes their own vote back, with the count down by one', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    await assertFails(deleteDoc(voter(db, VOTED_FEATURE, seeker.uid)));
    const batch = writeBatch(db);
    batch.delete(voter(db, VOTED_FEATURE, seeker.uid));
    batch.update(feature(db, VOTED_FEATURE), { votes: increment(-1) });
    await assertSucceeds(batch.commit());
  });

  it('nobody takes back a vote they did not give', async () => {
    const db = dbAs(rulesEnv(), 'employer');
    const batch = writeBatch(db);
    batch.delete(voter(db, VOTED_FEATURE, seeker.uid));
    batch.update(feature(db, VOTED_FEATURE), { votes: increment(-1) });
    await assertFails(batch.commit());
    const never = writeBatch(db);
    never.delete(voter(db, FEATURE, employer.uid));
    never.update(feature(db, FEATURE), { votes: increment(-1) });
    await assertFails(never.commit());
  });

  it('signed-out people and unknown roles do not vote', async () => {
    const anonymous = dbAs(rulesEnv(), 'anonymous');
    await assertFails(
      setDoc(voter(anonymous, FEATURE, 'nobody'), { uid: 'nobody', votedAt: serverTimestamp() }),
    );
    const guest = guestDb();
    const batch = writeBatch(guest);
    batch.set(voter(guest, FEATURE, GUEST), { uid: GUEST, votedAt: serverTimestamp() });
    batch.update(feature(guest, FEATURE), { votes: increment(1) });
    await assertFails(batch.commit());
  });

  it('a person reads their own vote only; everyone signed in reads the features', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    await assertSucceeds(getDoc(voter(db, VOTED_FEATURE, seeker.uid)));
    await assertSucceeds(getDoc(voter(db, FEATURE, seeker.uid)));
    await assertSucceeds(getDocs(collection(db, 'features')));
    const other = dbAs(rulesEnv(), 'employer');
    await assertFails(getDoc(voter(other, VOTED_FEATURE, seeker.uid)));
    await assertFails(getDocs(collection(other, 'features', VOTED_FEATURE, 'voters')));
    await assertFails(getDocs(collection(dbAs(rulesEnv(), 'anonymous'), 'features')));
  });
});

describe('discounts/{id}', () => {
  const id = `${seeker.uid}_2026-12-22`;
  const grant = {
    uid: seeker.uid,
    percent: 10,
    status: 'pending',
    renewalDate: Timestamp.fromDate(new Date('2027-01-22T00:00:00Z')),
  };

  it('a person reads their own discounts, an administrator all of them', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    await assertSucceeds(getDoc(doc(db, 'discounts', id)));
    await assertSucceeds(
      getDocs(query(collection(db, 'discounts'), where('uid', '==', seeker.uid))),
    );
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'employer'), 'discounts', id)));
    await assertFails(getDocs(collection(db, 'discounts')));
    await assertSucceeds(getDocs(collection(dbAs(rulesEnv(), 'admin'), 'discounts')));
  });

  it('no client writes a discount, administrators included', async () => {
    for (const persona of ['jobSeeker', 'admin', 'anonymous'] as const) {
      const db = dbAs(rulesEnv(), persona);
      await assertFails(setDoc(doc(db, 'discounts', `${seeker.uid}_2027-01-22`), grant));
      await assertFails(updateDoc(doc(db, 'discounts', id), { percent: 100 }));
      await assertFails(deleteDoc(doc(db, 'discounts', id)));
    }
  });
});
