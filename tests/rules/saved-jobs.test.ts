import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, PERSONAS, useRulesEnv, type PersonaName } from '../support/rules-env';
import { savedJobData } from './saved-job-fixture';

const rulesEnv = useRulesEnv(async (env) => {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(
      doc(context.firestore(), 'users', owner.uid, 'savedJobs', 'job-1'),
      saved('job-1'),
    );
  });
});

const owner = PERSONAS.jobSeeker;
const saved = savedJobData;
const savedDoc = (persona: PersonaName | 'anonymous', jobId: string, uid: string = owner.uid) =>
  doc(dbAs(rulesEnv(), persona), 'users', uid, 'savedJobs', jobId);

describe('users/{uid}/savedJobs', () => {
  it('the owner reads, lists, saves and removes their saved jobs', async () => {
    await assertSucceeds(getDoc(savedDoc('jobSeeker', 'job-1')));
    await assertSucceeds(
      getDocs(collection(dbAs(rulesEnv(), 'jobSeeker'), 'users', owner.uid, 'savedJobs')),
    );
    await assertSucceeds(setDoc(savedDoc('jobSeeker', 'job-2'), saved('job-2')));
    await assertSucceeds(deleteDoc(savedDoc('jobSeeker', 'job-1')));
  });

  for (const persona of ['anonymous', 'employer', 'teamMember', 'admin'] as const) {
    it(`${persona} can neither read nor write someone else's saved jobs`, async () => {
      await assertFails(getDoc(savedDoc(persona, 'job-1')));
      await assertFails(
        getDocs(collection(dbAs(rulesEnv(), persona), 'users', owner.uid, 'savedJobs')),
      );
      await assertFails(setDoc(savedDoc(persona, 'job-3'), saved('job-3')));
      await assertFails(deleteDoc(savedDoc(persona, 'job-1')));
    });
  }

  it('refuses a document whose id is not the job id', async () => {
    await assertFails(setDoc(savedDoc('jobSeeker', 'job-4'), saved('job-5')));
  });

  it('refuses a document without the required fields', async () => {
    for (const field of ['id', 'title', 'company', 'savedAt']) {
      const partial: Record<string, unknown> = saved('job-6');
      delete partial[field];
      await assertFails(setDoc(savedDoc('jobSeeker', 'job-6'), partial));
    }
  });

  it('refuses a savedAt that is not a string, and fields of the wrong type or unknown', async () => {
    await assertFails(setDoc(savedDoc('jobSeeker', 'job-7'), saved('job-7', { savedAt: 1 })));
    await assertFails(setDoc(savedDoc('jobSeeker', 'job-7'), saved('job-7', { remote: 'yes' })));
    await assertFails(setDoc(savedDoc('jobSeeker', 'job-7'), saved('job-7', { salary: '1' })));
    await assertFails(setDoc(savedDoc('jobSeeker', 'job-7'), saved('job-7', { isAdmin: true })));
  });
});
