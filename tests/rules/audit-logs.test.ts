import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, PERSONAS, useRulesEnv, type PersonaName } from '../support/rules-env';

const DAY = 86_400_000;

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'auditLogs', 'seeker-entry'), {
      ...base('jobSeeker'),
      timestamp: Timestamp.now(),
    });
    await setDoc(doc(db, 'auditLogs', 'admin-entry'), {
      ...base('admin'),
      timestamp: Timestamp.now(),
    });
  });
});

function base(persona: PersonaName) {
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
    expireAt: Timestamp.fromMillis(Date.now() + 90 * DAY),
  };
}

const entryFor = (persona: PersonaName, overrides: Record<string, unknown> = {}) => ({
  ...base(persona),
  timestamp: serverTimestamp(),
  ...overrides,
});

const write = (db: Firestore, data: Record<string, unknown>) =>
  addDoc(collection(db, 'auditLogs'), data);

describe('auditLogs', () => {
  describe('anonymous', () => {
    it('cannot write an entry, not even a failed sign-in', async () => {
      const db = dbAs(rulesEnv(), 'anonymous');
      await assertFails(write(db, entryFor('jobSeeker')));
      await assertFails(
        write(db, { ...entryFor('jobSeeker'), action: 'LOGIN', success: false, userId: '' }),
      );
    });
    it('cannot read entries', async () => {
      await assertFails(getDoc(doc(dbAs(rulesEnv(), 'anonymous'), 'auditLogs', 'seeker-entry')));
    });
  });

  for (const persona of ['jobSeeker', 'employer', 'teamMember'] as const) {
    describe(`${persona}`, () => {
      it('records their own action, stamped with the server time', async () => {
        await assertSucceeds(write(dbAs(rulesEnv(), persona), entryFor(persona)));
        await assertSucceeds(
          write(
            dbAs(rulesEnv(), persona),
            entryFor(persona, { action: 'SESSION_EXTENDED', metadata: {} }),
          ),
        );
      });

      it('cannot forge an entry for someone else, or claim another role or email', async () => {
        const db = dbAs(rulesEnv(), persona);
        await assertFails(write(db, entryFor(persona, { userId: PERSONAS.admin.uid })));
        await assertFails(write(db, entryFor(persona, { userRole: 'admin' })));
        await assertFails(write(db, entryFor(persona, { userEmail: 'ceo@jobs.test' })));
      });

      it('cannot back-date an entry or shorten its retention', async () => {
        const db = dbAs(rulesEnv(), persona);
        await assertFails(
          write(db, entryFor(persona, { timestamp: Timestamp.fromMillis(Date.now() - DAY) })),
        );
        await assertFails(
          write(db, entryFor(persona, { expireAt: Timestamp.fromMillis(Date.now() + DAY) })),
        );
      });

      it('cannot write server-only entries, unknown actions or extra fields', async () => {
        const db = dbAs(rulesEnv(), persona);
        await assertFails(write(db, entryFor(persona, { action: 'SECURITY_ALERT' })));
        await assertFails(write(db, entryFor(persona, { action: 'LOGIN', success: false })));
        await assertFails(write(db, entryFor(persona, { action: 'MADE_UP' })));
        await assertFails(write(db, entryFor(persona, { ip: '127.0.0.1' })));
      });

      it('reads only their own entries', async () => {
        const db = dbAs(rulesEnv(), persona);
        await assertSucceeds(
          getDocs(query(collection(db, 'auditLogs'), where('userId', '==', PERSONAS[persona].uid))),
        );
        await assertFails(getDocs(collection(db, 'auditLogs')));
        await assertFails(getDoc(doc(db, 'auditLogs', 'admin-entry')));
      });

      it('can never update or delete an entry, even their own', async () => {
        const own = persona === 'jobSeeker' ? 'seeker-entry' : 'admin-entry';
        const db = dbAs(rulesEnv(), persona);
        await assertFails(updateDoc(doc(db, 'auditLogs', own), { success: false }));
        await assertFails(deleteDoc(doc(db, 'auditLogs', own)));
      });
    });
  }

  describe('admin', () => {
    it('reads every entry', async () => {
      const db = dbAs(rulesEnv(), 'admin');
      await assertSucceeds(getDocs(collection(db, 'auditLogs')));
      await assertSucceeds(getDoc(doc(db, 'auditLogs', 'seeker-entry')));
    });
    it('records their own critical actions', async () => {
      await assertSucceeds(
        write(
          dbAs(rulesEnv(), 'admin'),
          entryFor('admin', { action: 'UPDATE_ROLE', targetResourceId: 'x' }),
        ),
      );
    });
    it('cannot update, delete or forge entries either', async () => {
      const db = dbAs(rulesEnv(), 'admin');
      await assertFails(updateDoc(doc(db, 'auditLogs', 'seeker-entry'), { action: 'LOGIN' }));
      await assertFails(deleteDoc(doc(db, 'auditLogs', 'seeker-entry')));
      await assertFails(write(db, entryFor('admin', { userId: PERSONAS.jobSeeker.uid })));
    });
  });
});
