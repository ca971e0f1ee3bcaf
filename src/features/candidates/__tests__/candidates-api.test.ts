import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationSchema, stageEventSchema } from '@contracts/application';
import { addNote } from '../api/add-note';
import { addToPipeline } from '../api/add-to-pipeline';
import { AlreadyAppliedError, applyToJob, newApplication } from '../api/apply-to-job';
import { moveStage } from '../api/move-stage';
import { stageChangeOf } from '../lib/stage-change';
import type { PoolCandidate, ScreeningJob } from '../types';
import { at, fake, SERVER_TIME } from './firestore-fake';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./firestore-fake')).firestoreModule);

const mia = { uid: 'employer-mia', name: 'Mia Rossi' };
const target = {
  jobId: 'northwind-frontend-engineer',
  jobTitle: 'Frontend Engineer',
  companyId: 'northwind-talent',
  companyName: 'Northwind Talent',
  isOpen: true,
  external: false,
};
const applicant = { uid: 'seeker-sam', name: 'Sam Carter', email: 'seeker@jobs.test' };
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
  beforeEach(() => fake.reset());

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
    const stored = { ...newApplication({ target, applicant, input, locale: 'de' }) };
    expect(
      applicationSchema.safeParse({
        ...stored,
        createdAt: at('2026-11-01T00:00:00Z'),
        stageChangedAt: at('2026-11-01T00:00:00Z'),
      }).success,
    ).toBe(true);
  });

  it('writes an unknown interface language as English', () => {
    expect(newApplication({ target, applicant, input, locale: 'xx' }).locale).toBe('en');
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
  beforeEach(() => fake.reset());

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
    expect(batch!.update).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'applications/job-1_u1' }),
      {
        stage: 'interview',
        sharedReason: null,
        stageChangedBy: 'employer-mia',
        stageChangedAt: SERVER_TIME,
      },
    );
    const [eventRef, event] = batch!.set.mock.calls[0]!;
    expect((eventRef as { path: string }).path).toMatch(/^applications\/job-1_u1\/stageEvents\/.+/);
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
        mia,
      ),
    ).toThrow();
    expect(fake.batches).toHaveLength(0);
  });
});

describe('the talent pool and notes', () => {
  beforeEach(() => fake.reset());

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

  it('adds a pool candidate at applications/{jobId}_pool-{candidateId}, then records who added them', async () => {
    const id = await addToPipeline(candidate, job, mia);
    expect(id).toBe('northwind-frontend-engineer_pool-candidate-001');
    const [ref, data] = fake.setDoc.mock.calls[0]!;
    expect(ref.path).toBe('applications/northwind-frontend-engineer_pool-candidate-001');
    expect(data).toMatchObject({
      source: 'talentPool',
      applicantUid: null,
      candidateId: 'candidate-001',
      stage: 'applied',
      stageChangedBy: 'employer-mia',
      candidate: { name: 'Noor Haddad', email: '', skills: ['React', 'CSS'] },
    });
    expect(fake.addDoc).toHaveBeenCalledWith(
      expect.objectContaining({
        path: 'applications/northwind-frontend-engineer_pool-candidate-001/stageEvents',
      }),
      expect.objectContaining({ from: null, to: 'applied', by: 'employer-mia', at: SERVER_TIME }),
    );
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
});
