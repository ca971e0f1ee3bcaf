import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationSchema, stageEventSchema } from '@contracts/application';
import { addNote } from '../api/add-note';
import { addToPipeline } from '../api/add-to-pipeline';
import { AlreadyAppliedError, applyToJob, newApplication } from '../api/apply-to-job';
import { moveStage } from '../api/move-stage';
import { stageChangeOf } from '../lib/stage-change';
import type { PoolCandidate, ScreeningJob } from '../types';
import { at, auth, fake, SERVER_TIME } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);
vi.mock('@/lib/firebase/auth', async () => (await import('./firestore-fake')).authModule);

const mia = { uid: 'employer-mia' };
/** The profiles the writes name people by (firestore.rules compares the names with them). */
function storeProfiles() {
  fake.docs.set('users/employer-mia', {
    uid: 'employer-mia',
    role: 'employer',
    displayName: 'Mia Rossi',
  });
  fake.docs.set('users/seeker-sam', {
    uid: 'seeker-sam',
    role: 'jobSeeker',
    displayName: 'Sam Carter',
    // the profile's copy of the address may differ: the application carries the account's
    email: 'old-address@jobs.test',
  });
}
const target = {
  jobId: 'northwind-frontend-engineer',
  jobTitle: 'Frontend Engineer',
  companyId: 'northwind-talent',
  companyName: 'Northwind Talent',
  isOpen: true,
  external: false,
};
const applicant = { uid: 'seeker-sam' };
const identity = { name: 'Sam Carter', email: 'seeker@jobs.test' };
const input = {
  title: 'Web developer',
  location: 'Leeds, United Kingdom',
  skills: ['React', 'CSS'],
  experience: '4 years',
  education: 'BSc Computer Science',
  availability: 'In 1 month',
  salary: '$90k – $100k',
  note: 'I would love to join.',
};

describe('applying to a job', () => {
  beforeEach(() => {
    fake.reset();
    storeProfiles();
    auth.currentUser = { uid: 'seeker-sam', email: 'seeker@jobs.test' };
  });

  it('writes applications/{jobId}_{uid} at stage applied, with server times and the profile', async () => {
    const { note, ...profile } = input;
    const id = await applyToJob({ target, applicant, input, locale: 'de' });
    expect(id).toBe('northwind-frontend-engineer_seeker-sam');
    const [ref, data] = fake.setDoc.mock.calls[0]!;
    expect(ref.path).toBe('applications/northwind-frontend-engineer_seeker-sam');
    expect(data).toMatchObject({
      jobId: target.jobId,
      jobTitle: 'Frontend Engineer',
      companyId: 'northwind-talent',
      companyName: 'Northwind Talent',
      source: 'applicant',
      applicantUid: 'seeker-sam',
      candidateId: null,
      stage: 'applied',
      sharedReason: null,
      stageChangedBy: 'seeker-sam',
      locale: 'de',
      note,
      createdAt: SERVER_TIME,
      stageChangedAt: SERVER_TIME,
    });
    expect((data as { candidate: object }).candidate).toEqual({
      ...profile,
      name: 'Sam Carter',
      email: 'seeker@jobs.test',
      imageUrl: null,
    });
    // the stored document is what the contract (and so firestore.rules) accepts
    const stored = { ...newApplication({ target, applicant, input, locale: 'de' }, identity) };
    expect(
      applicationSchema.safeParse({
        ...stored,
        createdAt: at('2026-11-01T00:00:00Z'),
        stageChangedAt: at('2026-11-01T00:00:00Z'),
      }).success,
    ).toBe(true);
  });

  it('writes an unknown interface language as English', () => {
    expect(newApplication({ target, applicant, input, locale: 'xx' }, identity).locale).toBe('en');
  });

  it('names the applicant by the profile’s displayName and the Auth account’s e-mail, exactly', async () => {
    const long = 'A'.repeat(120);
    fake.docs.set('users/seeker-sam', { uid: 'seeker-sam', role: 'jobSeeker', displayName: long });
    auth.currentUser = { uid: 'seeker-sam', email: 'Sam.Carter@Jobs.test' };
    await applyToJob({ target, applicant, input, locale: 'en' });
    expect(fake.setDoc.mock.calls[0]![1]).toMatchObject({
      candidate: { name: long, email: 'Sam.Carter@Jobs.test' },
    });
  });

  it('sends an empty name when the profile has no displayName (as the rules expect)', async () => {
    fake.docs.set('users/seeker-sam', { uid: 'seeker-sam', role: 'jobSeeker' });
    await applyToJob({ target, applicant, input, locale: 'en' });
    expect(fake.setDoc.mock.calls[0]![1]).toMatchObject({
      candidate: { name: '', email: 'seeker@jobs.test' },
    });
  });

  it('writes nothing for somebody who is not the signed-in person', async () => {
    auth.currentUser = { uid: 'someone-else', email: 'else@jobs.test' };
    await expect(applyToJob({ target, applicant, input, locale: 'en' })).rejects.toThrow();
    auth.currentUser = null;
    await expect(applyToJob({ target, applicant, input, locale: 'en' })).rejects.toThrow();
    expect(fake.setDoc).not.toHaveBeenCalled();
  });

  it('says "already applied" when the rules refuse a second application', async () => {
    fake.setDoc.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    fake.docs.set('applications/northwind-frontend-engineer_seeker-sam', {
      jobId: target.jobId,
      applicantUid: 'seeker-sam',
      stage: 'screening',
    });
    await expect(applyToJob({ target, applicant, input, locale: 'en' })).rejects.toBeInstanceOf(
      AlreadyAppliedError,
    );
  });

  it('passes any other refusal on', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    fake.setDoc.mockRejectedValue(denied);
    await expect(applyToJob({ target, applicant, input, locale: 'en' })).rejects.toBe(denied);
  });
});

describe('moving a candidate', () => {
  beforeEach(() => {
    fake.reset();
    storeProfiles();
  });

  it('updates the stage and records who moved them and when, in one batch', async () => {
    await moveStage(
      {
        applicationId: 'job-1_u1',
        from: 'applied',
        to: 'interview',
        reason: 'ignored',
        share: true,
      },
      mia,
    );
    const [batch] = fake.batches;
    expect(batch!.commit).toHaveBeenCalledTimes(1);
    const [eventRef, event] = batch!.set.mock.calls[0]!;
    const eventPath = (eventRef as { path: string }).path;
    expect(eventPath).toMatch(/^applications\/job-1_u1\/stageEvents\/.+/);
    // the move names the event that records it
    expect(batch!.update).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'applications/job-1_u1' }),
      {
        stage: 'interview',
        sharedReason: null,
        stageChangedBy: 'employer-mia',
        stageChangedAt: SERVER_TIME,
        stageEventId: eventPath.split('/').at(-1),
      },
    );
    expect(event).toEqual({
      from: 'applied',
      to: 'interview',
      by: 'employer-mia',
      byName: 'Mia Rossi',
      at: SERVER_TIME,
      reason: null,
      reasonShared: false,
    });
    expect(stageEventSchema.safeParse({ ...event, at: at('2026-11-02T00:00:00Z') }).success).toBe(
      true,
    );
  });

  it('names the mover by the profile’s displayName exactly, or not at all without one', async () => {
    // whatever the screen calls the person, the event carries what the rules compare with
    const shownAs = { uid: 'employer-mia', name: 'mia@jobs.test' };
    await moveStage(
      { applicationId: 'job-1_u1', from: 'applied', to: 'offer', reason: '', share: false },
      shownAs,
    );
    fake.docs.set('users/employer-mia', { uid: 'employer-mia', role: 'employer' });
    await moveStage(
      { applicationId: 'job-1_u1', from: 'offer', to: 'hired', reason: '', share: false },
      mia,
    );
    const [named, unnamed] = fake.batches;
    expect(named!.set.mock.calls[0]![1]).toMatchObject({ by: 'employer-mia', byName: 'Mia Rossi' });
    expect(unnamed!.set.mock.calls[0]![1]).toMatchObject({ by: 'employer-mia', byName: '' });
  });

  it('shares a rejection reason with the applicant only when asked', async () => {
    await moveStage(
      {
        applicationId: 'job-1_u1',
        from: 'interview',
        to: 'rejected',
        reason: ' Too junior ',
        share: true,
      },
      mia,
    );
    await moveStage(
      {
        applicationId: 'job-1_u2',
        from: 'applied',
        to: 'rejected',
        reason: 'Salary',
        share: false,
      },
      mia,
    );
    const [shared, kept] = fake.batches;
    expect(shared!.update.mock.calls[0]![1]).toMatchObject({
      stage: 'rejected',
      sharedReason: 'Too junior',
    });
    expect(shared!.set.mock.calls[0]![1]).toMatchObject({
      reason: 'Too junior',
      reasonShared: true,
    });
    expect(kept!.update.mock.calls[0]![1]).toMatchObject({ stage: 'rejected', sharedReason: null });
    // the team keeps the reason in the history even when it is not shared
    expect(kept!.set.mock.calls[0]![1]).toMatchObject({ reason: 'Salary', reasonShared: false });
  });

  it('refuses a rejection without a reason, and a move to the same stage', async () => {
    await expect(
      moveStage(
        { applicationId: 'a', from: 'applied', to: 'rejected', reason: '   ', share: true },
        mia,
      ),
    ).rejects.toThrow();
    expect(() =>
      stageChangeOf(
        { applicationId: 'a', from: 'offer', to: 'offer', reason: '', share: false },
        { ...mia, name: 'Mia Rossi' },
      ),
    ).toThrow();
    expect(fake.batches).toHaveLength(0);
  });
});

describe('the talent pool and notes', () => {
  beforeEach(() => {
    fake.reset();
    storeProfiles();
  });

  const job: ScreeningJob = {
    id: 'northwind-frontend-engineer',
    title: 'Frontend Engineer',
    company: 'Northwind Talent',
    companyId: 'northwind-talent',
    skills: ['React'],
    status: 'open',
  };
  const candidate: PoolCandidate = {
    id: 'candidate-001',
    companyId: 'northwind-talent',
    name: 'Noor Haddad',
    title: 'Frontend Engineer',
    location: 'Madrid, Spain',
    skills: ['React', 'CSS'],
    experience: '6 years',
    education: 'MSc Design',
    matchScore: 80,
    imageUrl: null,
    availability: 'Immediately',
    salary: '$95k – $110k',
    createdAt: null,
  };

  it('adds a pool candidate at applications/{jobId}_pool-{candidateId} and records who added them, in one batch', async () => {
    const id = await addToPipeline(candidate, job, mia);
    expect(id).toBe('northwind-frontend-engineer_pool-candidate-001');
    expect(fake.batches).toHaveLength(1);
    const [batch] = fake.batches;
    expect(batch!.commit).toHaveBeenCalledTimes(1);
    expect(batch!.set).toHaveBeenCalledTimes(2);
    const [appRef, data] = batch!.set.mock.calls[0]!;
    const [eventRef, event] = batch!.set.mock.calls[1]!;
    expect(appRef.path).toBe('applications/northwind-frontend-engineer_pool-candidate-001');
    expect(data).toMatchObject({
      source: 'talentPool',
      applicantUid: null,
      candidateId: 'candidate-001',
      stage: 'applied',
      stageChangedBy: 'employer-mia',
      createdAt: SERVER_TIME,
      stageChangedAt: SERVER_TIME,
      candidate: { name: 'Noor Haddad', email: '', skills: ['React', 'CSS'] },
    });
    expect(eventRef.path).toMatch(
      /^applications\/northwind-frontend-engineer_pool-candidate-001\/stageEvents\/.+/,
    );
    expect(event).toEqual({
      from: null,
      to: 'applied',
      by: 'employer-mia',
      byName: 'Mia Rossi',
      at: SERVER_TIME,
      reason: null,
      reasonShared: false,
    });
    expect(stageEventSchema.safeParse({ ...event, at: at('2026-11-02T00:00:00Z') }).success).toBe(
      true,
    );
    // nothing is written outside the batch
    expect(fake.setDoc).not.toHaveBeenCalled();
    expect(fake.addDoc).not.toHaveBeenCalled();
  });

  it('adds nobody when the batch is refused: no application without its first stage event', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    fake.commitError = denied;
    await expect(addToPipeline(candidate, job, mia)).rejects.toBe(denied);
    expect(fake.docs.has('applications/northwind-frontend-engineer_pool-candidate-001')).toBe(
      false,
    );
    expect(fake.setDoc).not.toHaveBeenCalled();
    expect(fake.addDoc).not.toHaveBeenCalled();
  });

  it('stores a note with its author and the server’s time', async () => {
    await addNote('job-1_u1', '  Strong portfolio  ', mia);
    expect(fake.addDoc).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'applications/job-1_u1/notes' }),
      {
        text: 'Strong portfolio',
        authorUid: 'employer-mia',
        authorName: 'Mia Rossi',
        createdAt: SERVER_TIME,
      },
    );
    await expect(addNote('job-1_u1', '   ', mia)).rejects.toThrow();
  });

  it('signs a note with an empty name when the profile has none', async () => {
    fake.docs.set('users/employer-mia', { uid: 'employer-mia', role: 'employer' });
    await addNote('job-1_u1', 'Strong portfolio', mia);
    expect(fake.addDoc.mock.calls[0]![1]).toMatchObject({
      authorUid: 'employer-mia',
      authorName: '',
    });
  });
});
