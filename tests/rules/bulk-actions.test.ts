// companies/{cid}/bulkActions/{id} and their items: the runs of runBulkCandidateAction, which only
// the server reads and writes (functions/src/candidates). No persona, the company's own owner and
// screeners included, reads, lists, makes or changes one: a client could otherwise mark an item
// done and keep a rerun from doing it, or read who was acted on.
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import { dbOf, EVERYONE, OPEN_JOB } from './hiring-fixtures';

const RUN = 'bulk-run-1';
const APPLICATION = `${OPEN_JOB}_${PERSONAS.jobSeeker.uid}`;
const AT = Timestamp.fromMillis(Date.UTC(2026, 10, 1));

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'companies', COMPANY, 'bulkActions', RUN), {
      createdBy: PERSONAS.employer.uid,
      createdAt: AT,
      action: { kind: 'move', to: 'screening' },
      applicationIds: [APPLICATION],
    });
    await setDoc(doc(db, 'companies', COMPANY, 'bulkActions', RUN, 'items', APPLICATION), {
      status: 'failed',
      reason: 'failed',
      at: AT,
    });
  });
});

describe('bulk action runs', () => {
  it('nobody reads, lists, makes, changes or deletes a run or its items from a client', async () => {
    for (const who of EVERYONE) {
      const db = dbOf(rulesEnv(), who);
      const run = doc(db, 'companies', COMPANY, 'bulkActions', RUN);
      const item = doc(run, 'items', APPLICATION);
      await assertFails(getDoc(run));
      await assertFails(getDocs(collection(db, 'companies', COMPANY, 'bulkActions')));
      await assertFails(getDoc(item));
      await assertFails(getDocs(collection(run, 'items')));
      await assertFails(updateDoc(item, { status: 'done', reason: null }));
      await assertFails(setDoc(doc(run, 'items', `${OPEN_JOB}_other`), { status: 'done' }));
      await assertFails(
        setDoc(doc(db, 'companies', COMPANY, 'bulkActions', 'mine'), {
          createdBy: who,
          applicationIds: [APPLICATION],
        }),
      );
      await assertFails(deleteDoc(run));
    }
  });
});
