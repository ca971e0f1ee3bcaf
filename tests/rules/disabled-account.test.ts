// An account an administrator disabled writes nothing, though its ID token stays valid until it
// expires: not its own profile, not its saved jobs, not its own sign-in and sign-out entries. Each
// write is tried by the same person enabled (it succeeds) and disabled (it is refused).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addAuditEntry } from '../support/audit-entry';
import { dbAs, PERSONAS, useRulesEnv } from '../support/rules-env';
import { savedJobData } from './saved-job-fixture';

const DAY = 86_400_000;
const seeker = PERSONAS.jobSeeker;

const rulesEnv = useRulesEnv();

/** What the server writes when an administrator disables the account (set-user-disabled.ts). */
const disable = () =>
  rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await updateDoc(doc(db, 'users', seeker.uid), {
      disabled: true,
      disabledAt: Timestamp.now(),
      sessionsRevokedAt: Timestamp.now(),
    });
  });

/** The person's own audit entry: with their role, or none (a disabled account has no role). */
const ownEntry = (action: string, userRole: string | null) => ({
  action,
  userId: seeker.uid,
  userEmail: seeker.email,
  userRole,
  success: true,
  errorMessage: null,
  targetResource: null,
  targetResourceId: null,
  metadata: action === 'LOGOUT' ? { reason: 'user_logout' } : { method: 'password' },
  timestamp: serverTimestamp(),
  expireAt: Timestamp.fromMillis(Date.now() + 90 * DAY),
});

/** Each write a job seeker makes about themselves, as their own client makes it. */
const writes: Record<string, (db: Firestore, role: string | null) => Promise<unknown>> = {
  'rename their profile': (db) =>
    updateDoc(doc(db, 'users', seeker.uid), { displayName: 'Renamed' }),
  'save a job': (db) =>
    setDoc(doc(db, 'users', seeker.uid, 'savedJobs', 'job-9'), savedJobData('job-9')),
  'record their own sign-in': (db, role) => addAuditEntry(db, seeker.uid, ownEntry('LOGIN', role)),
  'record their own sign-out': (db, role) =>
    addAuditEntry(db, seeker.uid, ownEntry('LOGOUT', role)),
};

describe('a job seeker, enabled', () => {
  for (const [what, write] of Object.entries(writes)) {
    it(`may ${what}`, async () => {
      await assertSucceeds(write(dbAs(rulesEnv(), 'jobSeeker'), seeker.role));
    });
  }
});

describe('the same job seeker, disabled, with the ID token they still hold', () => {
  for (const [what, write] of Object.entries(writes)) {
    // a disabled account has no role, so its entries could only name none
    it(`may not ${what}`, async () => {
      await disable();
      await assertFails(write(dbAs(rulesEnv(), 'jobSeeker'), null));
      await assertFails(write(dbAs(rulesEnv(), 'jobSeeker'), seeker.role));
    });
  }
});
