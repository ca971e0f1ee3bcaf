// deleteJob over HTTP on the functions emulator: who may delete a posting, what stays (its
// applications), and the audit trail (DELETE_JOB, and ADMIN_OVERRIDE for an admin). And the
// trigger that keeps a posting's search words and date as the server computes them.
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CALLABLES, locationKey, POSTING_LIMITS, searchTokens } from '../src/contracts.ts';
import { normalisePosting, postingCorrections } from '../src/jobs/normalise-posting.ts';
import {
  auditsOf,
  call,
  eventually,
  useHarness,
  makeTeam,
  only,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('jobs');

interface Company {
  owner: Account;
  deleter: Account;
  editor: Account;
  companyId: string;
  name: string;
}

/** A company with its owner, a member with canDeleteJobs and one with canEditJobs only. */
async function company(name: string): Promise<Company> {
  return makeTeam(h, name, {
    deleter: only('canDeleteJobs'),
    editor: only('canCreateJobs', 'canEditJobs'),
  });
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
    expect((await h.db.collection('deletedJobs').doc(job.id).get()).exists).toBe(false);
  });

  it('a member with canDeleteJobs deletes the posting; its applications stay; audited', async () => {
    const c = await company('del-member');
    const { job, application } = await posting(c, 'Data Engineer');
    const answer = await call(CALLABLES.deleteJob, { jobId: job.id }, c.deleter);
    expect(answer.error).toBeUndefined();
    expect((await job.get()).exists).toBe(false);
    // the tombstone its public page answers 410 Gone by
    const tombstone = (await h.db.collection('deletedJobs').doc(job.id).get()).data();
    expect(tombstone?.deletedAt).toBeInstanceOf(Timestamp);
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

describe('the posting trigger (normalisePosting)', () => {
  const DAY_MS = 86_400_000;

  /** A posting as a team member's browser could write it: every field, some of them forged. */
  function postingOf(c: Company, createdAt: Timestamp, extra: Record<string, unknown> = {}) {
    return {
      title: 'Senior Go Engineer',
      company: c.name,
      location: 'Berlin, Germany',
      remote: false,
      description: 'Build the services our customers rely on, in Go, with a small team.',
      postedDate: createdAt.toDate().toISOString(),
      applyUrl: '',
      salary: 120_000,
      type: 'Full-time',
      skills: ['Go', 'Kubernetes', 'PostgreSQL'],
      experience: 'Senior',
      keywords: searchTokens('Senior Go Engineer', c.name, ['Go', 'Kubernetes', 'PostgreSQL']),
      locationKey: 'berlin',
      status: 'open',
      companyId: c.companyId,
      createdBy: c.owner.uid,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
  }

  /** Waits until the trigger has corrected the posting (`done` holds), and answers it. */
  const corrected = (job: DocumentReference, done: (data: DocumentData) => boolean) =>
    eventually(async () => {
      const data = (await job.get()).data();
      return data && done(data) ? data : undefined;
    }, 'the corrected posting');

  it('corrects stuffed keywords, the location key and a postedDate in the future', async () => {
    const c = await company('norm-stuffed');
    const createdAt = Timestamp.fromMillis(Date.now());
    const job = h.db.collection('jobs').doc(h.unique('stuffed'));
    const written = postingOf(c, createdAt, {
      keywords: ['senior', 'go', 'react', 'python', 'remote', 'google', 'ceo', 'free'],
      locationKey: 'anywhere',
      postedDate: new Date(createdAt.toMillis() + 365 * DAY_MS).toISOString(),
    });
    await job.set(written);
    const data = await corrected(job, (posting) => posting.locationKey === 'berlin');
    expect(data.keywords).toEqual(
      searchTokens('Senior Go Engineer', c.name, ['Go', 'Kubernetes', 'PostgreSQL']),
    );
    expect(data.keywords).not.toContain('react');
    expect(data.postedDate).toBe(createdAt.toDate().toISOString());
    // nothing else changed
    const rest: Record<string, unknown> = { ...written };
    for (const field of ['keywords', 'locationKey', 'postedDate']) delete rest[field];
    expect(data).toMatchObject(rest);
    // its own write leaves nothing to correct: no loop
    expect(await normalisePosting(h.db, job.id)).toBe('unchanged');
  });

  it('corrects an edit too, and keeps a date that is not later than the creation', async () => {
    const c = await company('norm-edit');
    const createdAt = Timestamp.fromMillis(Date.now() - DAY_MS);
    const earlier = new Date(createdAt.toMillis() - 60_000).toISOString();
    const job = h.db.collection('jobs').doc(h.unique('edited'));
    await job.set(postingOf(c, createdAt, { postedDate: earlier }));
    expect(await normalisePosting(h.db, job.id)).toBe('unchanged');
    expect((await job.get()).get('postedDate')).toBe(earlier);

    await job.update({
      title: 'Staff Go Engineer',
      location: 'Munich, Germany',
      keywords: ['staff', 'everything'],
      postedDate: 'tomorrow',
    });
    const data = await corrected(job, (posting) => posting.locationKey === 'munich');
    expect(data.keywords).toEqual(
      searchTokens('Staff Go Engineer', c.name, ['Go', 'Kubernetes', 'PostgreSQL']),
    );
    expect(data.postedDate).toBe(createdAt.toDate().toISOString());
  });

  it('leaves the board’s sample jobs and missing postings alone', async () => {
    const sample = h.db.collection('jobs').doc(h.unique('sample'));
    const written = {
      title: 'Sample role',
      company: 'Sample Co',
      companyId: '',
      status: 'open',
      keywords: ['hand', 'picked'],
      locationKey: 'somewhere',
      postedDate: '2999-01-01T00:00:00.000Z',
      createdAt: Timestamp.fromMillis(Date.now()),
    };
    await sample.set(written);
    expect(await normalisePosting(h.db, sample.id)).toBe('skipped');
    expect(await normalisePosting(h.db, h.unique('no-such-job'))).toBe('skipped');
    expect((await sample.get()).data()).toMatchObject({ keywords: ['hand', 'picked'] });
  });

  it('computes the corrections from the posting’s own fields only', () => {
    const createdAt = Timestamp.fromMillis(Date.UTC(2026, 2, 9, 10));
    const base = {
      title: 'Data Engineer',
      company: 'Acme',
      skills: ['SQL', 7, 'dbt'],
      location: 'Paris, France',
      createdAt,
    };
    expect(
      postingCorrections({ ...base, keywords: ['x'], locationKey: 'x', postedDate: '' }),
    ).toEqual({
      keywords: searchTokens('Data Engineer', 'Acme', ['SQL', 'dbt']),
      locationKey: locationKey('Paris, France'),
      postedDate: '2026-03-09T10:00:00.000Z',
    });
    const right = {
      ...base,
      keywords: searchTokens('Data Engineer', 'Acme', ['SQL', 'dbt']),
      locationKey: 'paris',
      postedDate: '2026-03-01T00:00:00.000Z',
    };
    expect(postingCorrections(right)).toEqual({});
    // no more keywords than a posting may hold, the first ones kept (as the posting form does)
    const skills = Array.from({ length: 250 }, (_, index) => `skill${index}`);
    const many = postingCorrections({ ...right, skills }).keywords as string[];
    expect(many).toHaveLength(POSTING_LIMITS.keywordsMax);
    expect(many).toEqual(
      searchTokens('Data Engineer', 'Acme', skills).slice(0, POSTING_LIMITS.keywordsMax),
    );
    // without a creation time the date is left as it is
    const undated: Record<string, unknown> = { ...right };
    delete undated.createdAt;
    expect(postingCorrections({ ...undated, postedDate: '2999-01-01' })).toEqual({});
  });
});
