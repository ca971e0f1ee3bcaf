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
import { describe, expect, it } from 'vitest';
import { CLIENT_AUDIT_QUOTA } from '../../contracts/audit';
import { addAuditEntry } from '../support/audit-entry';
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

/** Adds an entry as `uid`'s client does: counted on their quota in the same batch. */
const writeAs = (uid: string) => (db: Firestore, data: Record<string, unknown>) =>
  addAuditEntry(db, uid, data);

describe('auditLogs', () => {
  describe('anonymous', () => {
    const write = writeAs('nobody');
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
      const write = writeAs(PERSONAS[persona].uid);
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

      it('writes only what their client really does: no critical action, not even about themselves', async () => {
        const db = dbAs(rulesEnv(), persona);
        for (const action of [
          'ADMIN_OVERRIDE',
          'UPDATE_ROLE',
          'DELETE_ACCOUNT',
          'SYSTEM_CONFIG_CHANGE',
          'UPDATE_PERMISSIONS',
          'DELETE_TEAM',
          'DELETE_JOB',
          'PASSWORD_RESET',
          'VIEW_SENSITIVE_DATA',
          'DISABLE_ACCOUNT',
        ]) {
          await assertFails(write(db, entryFor(persona, { action })));
          await assertFails(
            write(db, entryFor(persona, { action, targetResourceId: PERSONAS.admin.uid })),
          );
        }
        // a sign-in, sign-out or extension names no target and reports no failure
        await assertFails(write(db, entryFor(persona, { targetResourceId: PERSONAS.admin.uid })));
        await assertFails(write(db, entryFor(persona, { targetResource: 'users' })));
        await assertFails(write(db, entryFor(persona, { success: false, errorMessage: 'x' })));
        await assertFails(write(db, entryFor(persona, { errorMessage: 'made up' })));
      });

      it('cannot take an id the server chooses (a security alert’s), only an automatic one', async () => {
        const db = dbAs(rulesEnv(), persona);
        const squat = `security-alert-${'a'.repeat(24)}-2946800`;
        const uid = PERSONAS[persona].uid;
        await assertFails(addAuditEntry(db, uid, entryFor(persona), { id: squat }));
        await assertFails(addAuditEntry(db, uid, entryFor(persona), { id: 'chosen-by-client' }));
        await assertSucceeds(
          addAuditEntry(db, uid, entryFor(persona), { id: 'A1b2C3d4E5f6G7h8I9j0' }),
        );
      });

      it('keeps every field short: no large messages or metadata', async () => {
        const db = dbAs(rulesEnv(), persona);
        await assertFails(
          write(db, entryFor(persona, { metadata: { reason: 'x'.repeat(300_000) } })),
        );
        await assertFails(write(db, entryFor(persona, { metadata: { reason: 'x'.repeat(41) } })));
        await assertSucceeds(
          write(db, entryFor(persona, { metadata: { reason: 'x'.repeat(40) } })),
        );
        await assertFails(
          write(db, entryFor(persona, { metadata: { blob: 'x'.repeat(600_000) } })),
        );
        await assertFails(write(db, entryFor(persona, { metadata: { reason: { nested: 'x' } } })));
        await assertFails(write(db, entryFor(persona, { metadata: 'not a map' })));
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
    const write = writeAs(PERSONAS.admin.uid);
    it('reads every entry', async () => {
      const db = dbAs(rulesEnv(), 'admin');
      await assertSucceeds(getDocs(collection(db, 'auditLogs')));
      await assertSucceeds(getDoc(doc(db, 'auditLogs', 'seeker-entry')));
    });
    it('records the export of the trail, and no other critical action (the server writes those)', async () => {
      const db = dbAs(rulesEnv(), 'admin');
      const exported = {
        action: 'VIEW_SENSITIVE_DATA',
        targetResource: 'auditLogs',
        metadata: { export: 'csv', rows: 12, filters: { action: 'LOGIN', from: '2026-11-01' } },
      };
      await assertSucceeds(write(db, entryFor('admin', exported)));
      await assertFails(write(db, entryFor('admin', { ...exported, targetResource: 'users' })));
      await assertFails(
        write(db, entryFor('admin', { ...exported, metadata: { filters: { ip: '1.2.3.4' } } })),
      );
      for (const action of ['UPDATE_ROLE', 'ADMIN_OVERRIDE', 'DELETE_ACCOUNT', 'SECURITY_ALERT']) {
        await assertFails(write(db, entryFor('admin', { action, targetResourceId: 'x' })));
      }
    });
    it('cannot update, delete or forge entries either', async () => {
      const db = dbAs(rulesEnv(), 'admin');
      await assertFails(updateDoc(doc(db, 'auditLogs', 'seeker-entry'), { action: 'LOGIN' }));
      await assertFails(deleteDoc(doc(db, 'auditLogs', 'seeker-entry')));
      await assertFails(write(db, entryFor('admin', { userId: PERSONAS.jobSeeker.uid })));
    });
  });
});

describe('auditQuotas: the client’s own entries, at most 10 a minute', () => {
  const { entries, windowSeconds } = CLIENT_AUDIT_QUOTA;
  const uid = PERSONAS.jobSeeker.uid;
  const db = () => dbAs(rulesEnv(), 'jobSeeker');
  const quota = (windowStart: unknown, count: number) => (entryId: string) => ({
    windowStart,
    count,
    entryId,
  });
  /** The seeker's quota as stored, set past the rules: a window that began `secondsAgo` ago. */
  const storeQuota = (secondsAgo: number, count: number) =>
    rulesEnv().withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore() as unknown as Firestore;
      await setDoc(doc(admin, 'auditQuotas', uid), {
        windowStart: Timestamp.fromMillis(Date.now() - secondsAgo * 1_000),
        count,
        entryId: 'A1b2C3d4E5f6G7h8I9j0',
      });
    });

  it('takes 10 entries in a window and refuses the 11th', async () => {
    for (let index = 0; index < entries; index += 1) {
      await assertSucceeds(addAuditEntry(db(), uid, entryFor('jobSeeker')));
    }
    await assertFails(addAuditEntry(db(), uid, entryFor('jobSeeker')));
    const stored = await getDoc(doc(db(), 'auditQuotas', uid));
    expect(stored.get('count')).toBe(entries);
  });

  it('counts every entry: none without its quota move, none named by another', async () => {
    await assertFails(addDoc(collection(db(), 'auditLogs'), entryFor('jobSeeker')));
    await assertFails(
      addAuditEntry(db(), uid, entryFor('jobSeeker'), {
        quota: () => ({
          windowStart: serverTimestamp(),
          count: 1,
          entryId: 'Z9y8X7w6V5u4T3s2R1q0',
        }),
      }),
    );
    // a quota moved on without an entry, or someone else's
    await assertFails(
      setDoc(doc(db(), 'auditQuotas', uid), quota(serverTimestamp(), 1)('Z9y8X7w6V5u4T3s2R1q0')),
    );
    await assertFails(
      addAuditEntry(db(), PERSONAS.employer.uid, entryFor('jobSeeker'), {
        quota: quota(serverTimestamp(), 1),
      }),
    );
    await assertFails(updateDoc(doc(db(), 'auditQuotas', uid), { count: 0 }));
    await assertFails(deleteDoc(doc(db(), 'auditQuotas', uid)));
  });

  it('moves on by exactly one within the window, and starts a new one only when it is over', async () => {
    await storeQuota(10, 3);
    const start = Timestamp.fromMillis(Date.now() - 10_000);
    const stored = (await getDoc(doc(db(), 'auditQuotas', uid))).get('windowStart') as Timestamp;
    const entry = entryFor('jobSeeker');
    // an early new window, a skipped count, a count going back, a window of its own date
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(serverTimestamp(), 1) }));
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(stored, 5) }));
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(stored, 3) }));
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(start, 4) }));
    await assertSucceeds(addAuditEntry(db(), uid, entry, { quota: quota(stored, 4) }));

    // a full window that is over: a new one, stamped now, counting from one
    await storeQuota(windowSeconds + 5, entries);
    const over = (await getDoc(doc(db(), 'auditQuotas', uid))).get('windowStart') as Timestamp;
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(over, entries + 1) }));
    await assertFails(addAuditEntry(db(), uid, entry, { quota: quota(serverTimestamp(), 2) }));
    await assertSucceeds(addAuditEntry(db(), uid, entry, { quota: quota(serverTimestamp(), 1) }));
  });

  it('is read by its owner alone', async () => {
    await storeQuota(10, 1);
    await assertSucceeds(getDoc(doc(db(), 'auditQuotas', uid)));
    await assertFails(getDoc(doc(dbAs(rulesEnv(), 'admin'), 'auditQuotas', uid)));
    await assertFails(getDocs(collection(db(), 'auditQuotas')));
  });
});
