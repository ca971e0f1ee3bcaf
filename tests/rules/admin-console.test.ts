// firestore.rules for the admin console: feature suggestions managed by administrators, disabled
// accounts, the server-only fields of a profile, and the audit trail's hash chain.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addAuditEntry } from '../support/audit-entry';
import { COMPANY, dbAs, PERSONAS, useRulesEnv, type PersonaName } from '../support/rules-env';

const DAY = 86_400_000;
const FEATURE = 'managed-feature';
const CREATED = Timestamp.fromMillis(Date.UTC(2026, 9, 1));

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'features', FEATURE), {
      title: 'Calendar sync',
      status: 'planned',
      votes: 12,
      createdAt: CREATED,
      updatedAt: CREATED,
    });
    await setDoc(doc(db, 'auditChain', 'head'), { seq: 3, hash: 'abc' });
    await setDoc(doc(db, 'auditLogs', 'chained'), {
      ...auditEntry('admin'),
      timestamp: Timestamp.now(),
      chain: { seq: 3, prevHash: 'def', hash: 'abc' },
    });
  });
});

function auditEntry(persona: PersonaName) {
  const who = PERSONAS[persona];
  return {
    action: 'LOGOUT',
    userId: who.uid,
    userEmail: who.email,
    userRole: who.role,
    success: true,
    errorMessage: null,
    targetResource: null,
    targetResourceId: null,
    metadata: { reason: 'user_logout' },
    timestamp: serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + 90 * DAY),
  };
}

const newFeature = (overrides: Record<string, unknown> = {}) => ({
  title: 'Interview reminders by text message',
  description: 'A reminder the day before each interview.',
  status: 'under_review',
  votes: 0,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** Marks `persona`'s account disabled, as functions/src/admin does. */
async function disable(persona: PersonaName) {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await updateDoc(doc(db, 'users', PERSONAS[persona].uid), {
      disabled: true,
      disabledAt: Timestamp.now(),
    });
  });
}

describe('features managed by administrators', () => {
  it('an administrator adds a feature with no votes, stamped with the server time', async () => {
    const db = dbAs(rulesEnv(), 'admin');
    await assertSucceeds(addDoc(collection(db, 'features'), newFeature()));
    const withoutDescription: Record<string, unknown> = newFeature();
    delete withoutDescription.description;
    await assertSucceeds(addDoc(collection(db, 'features'), withoutDescription));
  });

  it('refuses a feature with votes, a bad status, a blank or long title, a long description or extra fields', async () => {
    const db = dbAs(rulesEnv(), 'admin');
    const add = (data: Record<string, unknown>) => addDoc(collection(db, 'features'), data);
    await assertFails(add(newFeature({ votes: 5 })));
    await assertFails(add(newFeature({ status: 'shipped' })));
    await assertFails(add(newFeature({ title: '   ' })));
    await assertFails(add(newFeature({ title: 'x'.repeat(201) })));
    await assertSucceeds(add(newFeature({ title: 'x'.repeat(200) })));
    await assertFails(add(newFeature({ description: 'x'.repeat(1001) })));
    await assertFails(add(newFeature({ hasVoted: true })));
    await assertFails(add(newFeature({ createdAt: Timestamp.fromMillis(Date.now() - DAY) })));
    await assertFails(add(newFeature({ updatedAt: Timestamp.fromMillis(Date.now() - DAY) })));
  });

  it('nobody else adds, edits or removes a feature', async () => {
    for (const persona of ['jobSeeker', 'employer', 'teamMember', 'anonymous'] as const) {
      const db = dbAs(rulesEnv(), persona);
      await assertFails(addDoc(collection(db, 'features'), newFeature()));
      await assertFails(
        updateDoc(doc(db, 'features', FEATURE), { status: 'done', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, 'features', FEATURE)));
    }
  });

  it('an administrator edits the title, description and status, never the votes or creation time', async () => {
    const db = dbAs(rulesEnv(), 'admin');
    const feature = doc(db, 'features', FEATURE);
    await assertSucceeds(
      updateDoc(feature, {
        title: 'Calendar sync (Google and Outlook)',
        status: 'in_progress',
        description: 'Two-way sync.',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(feature, { status: 'done' }));
    await assertFails(
      updateDoc(feature, { status: 'done', votes: 500, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(feature, {
        status: 'done',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(feature, { status: 'launched', updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(feature, { description: deleteField(), updatedAt: serverTimestamp() }),
    );
  });

  it('an administrator removes a feature', async () => {
    await assertSucceeds(deleteDoc(doc(dbAs(rulesEnv(), 'admin'), 'features', FEATURE)));
  });

  it('a feature done or declined takes no more votes, but a vote can still be taken back', async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await updateDoc(doc(db, 'features', FEATURE), { status: 'done' });
      await setDoc(doc(db, 'features', FEATURE, 'voters', PERSONAS.employer.uid), {
        uid: PERSONAS.employer.uid,
        votedAt: Timestamp.now(),
      });
    });
    const seeker = dbAs(rulesEnv(), 'jobSeeker');
    const vote = writeBatch(seeker);
    vote.set(doc(seeker, 'features', FEATURE, 'voters', PERSONAS.jobSeeker.uid), {
      uid: PERSONAS.jobSeeker.uid,
      votedAt: serverTimestamp(),
    });
    vote.update(doc(seeker, 'features', FEATURE), { votes: increment(1) });
    await assertFails(vote.commit());
    const employer = dbAs(rulesEnv(), 'employer');
    const unvote = writeBatch(employer);
    unvote.delete(doc(employer, 'features', FEATURE, 'voters', PERSONAS.employer.uid));
    unvote.update(doc(employer, 'features', FEATURE), { votes: increment(-1) });
    await assertSucceeds(unvote.commit());
  });

  it('people still vote on a managed feature', async () => {
    const db = dbAs(rulesEnv(), 'jobSeeker');
    const batch = writeBatch(db);
    batch.set(doc(db, 'features', FEATURE, 'voters', PERSONAS.jobSeeker.uid), {
      uid: PERSONAS.jobSeeker.uid,
      votedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'features', FEATURE), { votes: increment(1) });
    await assertSucceeds(batch.commit());
  });
});

describe('disabled accounts', () => {
  it('a disabled administrator reads no users and no audit trail', async () => {
    const db = dbAs(rulesEnv(), 'admin');
    await assertSucceeds(getDocs(collection(db, 'users')));
    await disable('admin');
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDocs(collection(db, 'auditLogs')));
    await assertFails(addDoc(collection(db, 'features'), newFeature()));
  });

  it('a disabled employer no longer acts for their company', async () => {
    const db = dbAs(rulesEnv(), 'employer');
    const candidates = query(collection(db, 'candidates'), where('companyId', '==', COMPANY));
    await assertSucceeds(getDocs(candidates));
    await disable('employer');
    await assertFails(getDocs(candidates));
    await assertFails(updateDoc(doc(db, 'companies', COMPANY), { name: 'Renamed while disabled' }));
  });

  it('a disabled job seeker can no longer vote or give feedback', async () => {
    await disable('jobSeeker');
    const db = dbAs(rulesEnv(), 'jobSeeker');
    const batch = writeBatch(db);
    batch.set(doc(db, 'features', FEATURE, 'voters', PERSONAS.jobSeeker.uid), {
      uid: PERSONAS.jobSeeker.uid,
      votedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'features', FEATURE), { votes: increment(1) });
    await assertFails(batch.commit());
    await assertFails(
      addDoc(collection(db, 'feedback'), {
        authorUid: PERSONAS.jobSeeker.uid,
        text: 'Still here',
        context: null,
        locale: 'en',
        source: 'panel',
        dictated: false,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('nobody sets or clears the disabled flag or the search tokens of a profile from a client', async () => {
    for (const persona of ['jobSeeker', 'employer', 'admin'] as const) {
      const db = dbAs(rulesEnv(), persona);
      const own = doc(db, 'users', PERSONAS[persona].uid);
      await assertFails(updateDoc(own, { disabled: false }));
      await assertFails(updateDoc(own, { searchTokens: ['ceo'] }));
    }
    await disable('jobSeeker');
    const db = dbAs(rulesEnv(), 'jobSeeker');
    await assertFails(
      updateDoc(doc(db, 'users', PERSONAS.jobSeeker.uid), { disabled: deleteField() }),
    );
    const admin = dbAs(rulesEnv(), 'admin');
    await assertFails(updateDoc(doc(admin, 'users', PERSONAS.jobSeeker.uid), { disabled: false }));
    await assertFails(updateDoc(doc(admin, 'users', PERSONAS.jobSeeker.uid), { role: 'employer' }));
  });
});

describe('the audit hash chain', () => {
  it('nobody reads or writes the chain head, administrators included', async () => {
    for (const persona of ['jobSeeker', 'employer', 'admin', 'anonymous'] as const) {
      const db = dbAs(rulesEnv(), persona);
      await assertFails(getDoc(doc(db, 'auditChain', 'head')));
      await assertFails(setDoc(doc(db, 'auditChain', 'head'), { seq: 0, hash: 'forged' }));
    }
  });

  it('a client never writes a chain link, on a new entry or an old one', async () => {
    for (const persona of ['jobSeeker', 'admin'] as const) {
      const db = dbAs(rulesEnv(), persona);
      const uid = PERSONAS[persona].uid;
      await assertSucceeds(addAuditEntry(db, uid, auditEntry(persona)));
      await assertFails(
        addAuditEntry(db, uid, {
          ...auditEntry(persona),
          chain: { seq: 4, prevHash: 'abc', hash: 'forged' },
        }),
      );
    }
    const admin = dbAs(rulesEnv(), 'admin');
    await assertSucceeds(getDoc(doc(admin, 'auditLogs', 'chained')));
    await assertFails(updateDoc(doc(admin, 'auditLogs', 'chained'), { 'chain.hash': 'forged' }));
    await assertFails(deleteDoc(doc(admin, 'auditLogs', 'chained')));
  });

  it('the new account actions are the server’s alone', async () => {
    for (const action of ['DISABLE_ACCOUNT', 'ENABLE_ACCOUNT'] as const) {
      const db = dbAs(rulesEnv(), 'admin');
      await assertFails(addAuditEntry(db, PERSONAS.admin.uid, { ...auditEntry('admin'), action }));
    }
  });
});
