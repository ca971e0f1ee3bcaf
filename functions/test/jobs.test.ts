// deleteJob over HTTP on the functions emulator: who may delete a posting, what stays (its
// applications), and the audit trail (DELETE_JOB, and ADMIN_OVERRIDE for an admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '../src/contracts.ts';
import {
  addMember,
  auditsOf,
  call,
  harness,
  makeCompany,
  only,
  reasonOf,
  type Account,
  type Harness,
} from './lib/hiring.ts';

let h: Harness;

beforeAll(() => {
  h = harness('jobs');
});
afterAll(async () => {
  await h.close();
});

interface Company {
  owner: Account;
  deleter: Account;
  editor: Account;
  companyId: string;
  name: string;
}

/** A company with its owner, a member with canDeleteJobs and one with canEditJobs only. */
async function company(name: string): Promise<Company> {
  const owner = await h.account(`${name}-owner`, { role: 'employer' });
  const deleter = await h.account(`${name}-deleter`, { role: 'employer' });
  const editor = await h.account(`${name}-editor`, { role: 'employer' });
  const made = await makeCompany(h, name, owner);
  await addMember(h, made.companyId, deleter, only('canDeleteJobs'), owner.uid);
  await addMember(h, made.companyId, editor, only('canCreateJobs', 'canEditJobs'), owner.uid);
  return { owner, deleter, editor, ...made };
}

/** A posting of the company (or a board sample job with companyId ''), and an application to it. */
async function posting(c: Pick<Company, 'companyId' | 'name' | 'owner'>, title: string) {
  const job = h.db.collection('jobs').doc(h.unique(title.replace(/\W+/g, '-')));
  await job.set({
    title,
    company: c.name,
    companyId: c.companyId,
    status: 'open',
    createdBy: c.owner.uid,
    location: 'Berlin',
  });
  const application = h.db.doc(`applications/${job.id}_${h.unique('applicant')}`);
  await application.set({
    jobId: job.id,
    jobTitle: title,
    companyId: c.companyId,
    stage: 'applied',
  });
  return { job, application };
}

describe('deleteJob', () => {
  it('refuses a caller who is not signed in, and malformed input', async () => {
    const c = await company('del-input');
    const { job } = await posting(c, 'Signed out role');
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: job.id }, null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: '' }, c.owner)).toBe('invalid-input');
    expect(await reasonOf(CALLABLES.deleteJob, { id: job.id }, c.owner)).toBe('invalid-input');
    expect((await job.get()).exists).toBe(true);
  });

  it('answers not-found for a missing job and for a board job without a company', async () => {
    const c = await company('del-missing');
    const admin = await h.account('del-missing-admin', { role: 'admin' });
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: h.unique('none') }, c.owner)).toBe(
      'not-found',
    );
    const { job: sample } = await posting({ ...c, companyId: '' }, 'Sample board job');
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: sample.id }, admin)).toBe('not-found');
    expect((await sample.get()).exists).toBe(true);
  });

  it('refuses a member without canDeleteJobs, another company and a job seeker', async () => {
    const c = await company('del-forbidden');
    const other = await company('del-other');
    const seeker = await h.account('del-seeker', { role: 'jobSeeker' });
    const { job } = await posting(c, 'Protected role');
    for (const caller of [c.editor, other.owner, other.deleter, seeker]) {
      expect(await reasonOf(CALLABLES.deleteJob, { jobId: job.id }, caller)).toBe('forbidden');
    }
    expect((await job.get()).exists).toBe(true);
    expect(await auditsOf(h.db, 'DELETE_JOB', job.id)).toHaveLength(0);
  });

  it('a member with canDeleteJobs deletes the posting; its applications stay; audited', async () => {
    const c = await company('del-member');
    const { job, application } = await posting(c, 'Data Engineer');
    const answer = await call(CALLABLES.deleteJob, { jobId: job.id }, c.deleter);
    expect(answer.error).toBeUndefined();
    expect((await job.get()).exists).toBe(false);
    expect((await application.get()).data()).toMatchObject({ jobTitle: 'Data Engineer' });
    const audits = await auditsOf(h.db, 'DELETE_JOB', job.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: c.deleter.uid,
      userEmail: c.deleter.email,
      userRole: 'employer',
      success: true,
      targetResource: 'jobs',
      targetResourceId: job.id,
      metadata: { title: 'Data Engineer', companyId: c.companyId },
    });
    expect(await auditsOf(h.db, 'ADMIN_OVERRIDE', job.id)).toHaveLength(0);
    // deleted: nothing left to delete
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: job.id }, c.deleter)).toBe('not-found');
  });

  it('the owner deletes a posting without an admin override', async () => {
    const c = await company('del-owner');
    const { job } = await posting(c, 'Owner role');
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: job.id }, c.owner)).toBe('ok');
    expect((await job.get()).exists).toBe(false);
    expect(await auditsOf(h.db, 'DELETE_JOB', job.id)).toHaveLength(1);
    expect(await auditsOf(h.db, 'ADMIN_OVERRIDE', job.id)).toHaveLength(0);
  });

  it('an admin deletes another company’s posting, also audited as ADMIN_OVERRIDE', async () => {
    const c = await company('del-admin');
    const admin = await h.account('del-admin', { role: 'admin' });
    const { job } = await posting(c, 'Admin removed role');
    expect(await reasonOf(CALLABLES.deleteJob, { jobId: job.id }, admin)).toBe('ok');
    expect((await job.get()).exists).toBe(false);
    expect(await auditsOf(h.db, 'DELETE_JOB', job.id)).toHaveLength(1);
    const overrides = await auditsOf(h.db, 'ADMIN_OVERRIDE', job.id);
    expect(overrides).toHaveLength(1);
    expect(overrides[0]).toMatchObject({
      userId: admin.uid,
      userRole: 'admin',
      targetResource: 'jobs',
      metadata: { companyId: c.companyId, action: 'DELETE_JOB', title: 'Admin removed role' },
    });
  });
});
