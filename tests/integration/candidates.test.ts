// The candidates feature's api/ files against the emulators and firestore.rules: a new job seeker
// applies to the seeded company's posting, the team (Mia) screens, moves and notes, and adds a
// pool candidate; what the job seeker may see of it. What the test adds is removed afterwards
// (through the emulator's admin REST API), so later suites find the seeded pipeline as it was.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationIdOf, talentPoolKey } from '@contracts/application';
import { createAccount } from '@/features/auth/api/create-account';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { addNote } from '@/features/candidates/api/add-note';
import { addToPipeline } from '@/features/candidates/api/add-to-pipeline';
import { AlreadyAppliedError, applyToJob } from '@/features/candidates/api/apply-to-job';
import { getApplication } from '@/features/candidates/api/get-application';
import { getApplyTarget } from '@/features/candidates/api/get-apply-target';
import { getMyApplication } from '@/features/candidates/api/get-my-application';
import { listCompanyApplications } from '@/features/candidates/api/list-company-applications';
import {
  listMyApplications,
  watchMyApplications,
} from '@/features/candidates/api/list-my-applications';
import { listNotes, listStageEvents } from '@/features/candidates/api/application-logs';
import { listTalentPool } from '@/features/candidates/api/list-talent-pool';
import { moveStage } from '@/features/candidates/api/move-stage';
import { screeningJobOf } from '@/features/candidates/lib/screening';
import type { Application, ApplyTarget } from '@/features/candidates/types';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { emulatorTarget } from '@/lib/firebase/emulators';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

const JOB = 'northwind-product-designer';
const email = `ivy-${Date.now()}@example.com`;
const mia = { uid: ACCOUNTS.member.uid, name: ACCOUNTS.member.displayName };
const input = {
  title: 'Interaction designer',
  location: 'Porto, Portugal',
  skills: ['Figma', 'Prototyping'],
  experience: '2 years',
  education: 'BA Design',
  availability: 'Immediately',
  salary: '$70k – $80k',
  note: 'I would love to design for recruiters.',
};
let ivy = { uid: '', name: 'Ivy Integration', email };
let target: ApplyTarget;
let applicationId = '';
/** What firestore.rules' refusal looks like. */
const DENIED = { code: 'permission-denied' };
/** Documents this test wrote, removed at the end. */
const written: string[] = [];

async function signInAs(account: { email: string }) {
  await signOut(getFirebaseAuth());
  await signInWithEmail({ email: account.email, password: DEMO_PASSWORD });
}

/** Deletes a document past the rules (the emulator's admin access), with its subcollections. */
async function removeDocument(path: string): Promise<void> {
  const { host, port } = emulatorTarget()!.firestore;
  const url = `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const listed = await fetch(`${url}:listCollectionIds`, { method: 'POST', headers, body: '{}' });
  const { collectionIds = [] } = (await listed.json()) as { collectionIds?: string[] };
  for (const collectionId of collectionIds) {
    const page = await fetch(`${url}/${collectionId}`, { headers });
    const { documents = [] } = (await page.json()) as { documents?: { name: string }[] };
    for (const document of documents) {
      await removeDocument(`${path}/${collectionId}/${document.name.split('/').at(-1)}`);
    }
  }
  await fetch(url, { method: 'DELETE', headers });
  const left = await fetch(url, { headers });
  if (left.status !== 404) throw new Error(`Could not remove ${path} after the test`);
}

beforeAll(async () => {
  await signOut(getFirebaseAuth());
  const profile = await createAccount({
    displayName: ivy.name,
    email,
    password: DEMO_PASSWORD,
    role: 'jobSeeker',
  });
  ivy = { ...ivy, uid: profile.uid };
});

afterAll(async () => {
  await signOut(getFirebaseAuth());
  for (const path of written.reverse()) await removeDocument(path);
});

describe('applying against the emulator', () => {
  it('reads what the application repeats of the posting', async () => {
    target = (await getApplyTarget(JOB))!;
    expect(target).toMatchObject({
      jobId: JOB,
      companyId: COMPANY_ID,
      companyName: 'Northwind Talent',
      isOpen: true,
      external: false,
    });
    // the board's sample jobs belong to no company
    expect((await getApplyTarget('job-000001'))?.companyId).toBe('');
  });

  it('applies once; a second application is refused as "already applied"', async () => {
    expect(await getMyApplication(ivy.uid, JOB)).toBeNull();
    applicationId = await applyToJob({ target, applicant: ivy, input, locale: 'it' });
    written.push(`applications/${applicationId}`);
    expect(applicationId).toBe(applicationIdOf(JOB, ivy.uid));
    expect(await getMyApplication(ivy.uid, JOB)).toMatchObject({ stage: 'applied', locale: 'it' });
    await expect(
      applyToJob({ target, applicant: ivy, input, locale: 'it' }),
    ).rejects.toBeInstanceOf(AlreadyAppliedError);
  });

  it('is refused for a closed posting and for a job of no company', async () => {
    const closed = (await getApplyTarget('northwind-data-analyst-intern').catch(() => null)) ?? {
      ...target,
      jobId: 'northwind-data-analyst-intern',
    };
    await expect(
      applyToJob({ target: closed, applicant: ivy, input, locale: 'en' }),
    ).rejects.toMatchObject(DENIED);
    const board = (await getApplyTarget('job-000001'))!;
    await expect(
      applyToJob({ target: board, applicant: ivy, input, locale: 'en' }),
    ).rejects.toMatchObject(DENIED);
  });

  it('lists the person’s own applications, newest first', async () => {
    const mine = await listMyApplications(ivy.uid);
    expect(mine.map((application) => application.id)).toEqual([applicationId]);
  });
});

describe('screening against the emulator', () => {
  beforeAll(() => signInAs(ACCOUNTS.member));

  it('lists the company’s pipeline across jobs and per job, newest first', async () => {
    const all = await listCompanyApplications(COMPANY_ID, null);
    expect(all[0]?.id).toBe(applicationId);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((application) => application.createdAt?.toMillis() ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const designers = await listCompanyApplications(COMPANY_ID, JOB);
    expect(designers.every((application) => application.jobId === JOB)).toBe(true);
  });

  it('moves the candidate in one batch and records who and when', async () => {
    await moveStage(
      { applicationId, from: 'applied', to: 'screening', reason: '', share: false },
      mia,
    );
    await moveStage(
      {
        applicationId,
        from: 'screening',
        to: 'rejected',
        reason: 'We chose a senior designer.',
        share: true,
      },
      mia,
    );
    expect(await getApplication(applicationId)).toMatchObject({
      stage: 'rejected',
      sharedReason: 'We chose a senior designer.',
      stageChangedBy: mia.uid,
    });
    const events = await listStageEvents(applicationId);
    expect(events.map((event) => [event.from, event.to, event.by, event.byName])).toEqual([
      ['applied', 'screening', mia.uid, mia.name],
      ['screening', 'rejected', mia.uid, mia.name],
    ]);
    expect(events[1]).toMatchObject({ reason: 'We chose a senior designer.', reasonShared: true });
  });

  it('keeps notes for the team', async () => {
    await addNote(applicationId, 'Portfolio is promising; keep in the pool.', mia);
    const notes = await listNotes(applicationId);
    expect(notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Portfolio is promising; keep in the pool.', mia.name],
    ]);
  });

  it('reads the talent pool and adds a candidate to a job, once', async () => {
    const pool = await listTalentPool(COMPANY_ID);
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.every((candidate) => candidate.companyId === COMPANY_ID)).toBe(true);
    const candidate = pool[0]!;
    const job = screeningJobOf({
      id: JOB,
      title: target.jobTitle,
      company: target.companyName,
      companyId: COMPANY_ID,
      skills: [],
      status: 'open',
    });
    const id = await addToPipeline(candidate, job, mia);
    written.push(`applications/${id}`);
    expect(id).toBe(applicationIdOf(JOB, talentPoolKey(candidate.id)));
    expect(await getApplication(id)).toMatchObject({
      source: 'talentPool',
      candidateId: candidate.id,
    });
    expect((await listStageEvents(id)).map((event) => [event.from, event.to])).toEqual([
      [null, 'applied'],
    ]);
    await expect(addToPipeline(candidate, job, mia)).rejects.toMatchObject(DENIED);
  });
});

describe('what the applicant sees', () => {
  beforeAll(() => signInAs({ email }));

  it('their stage and the shared reason, live; never the team’s notes or history', async () => {
    const seen = await new Promise<Application[]>((resolve, reject) => {
      const stop = watchMyApplications(ivy.uid)((applications) => {
        stop();
        resolve(applications);
      }, reject);
    });
    expect(seen[0]).toMatchObject({
      stage: 'rejected',
      sharedReason: 'We chose a senior designer.',
    });
    await expect(listNotes(applicationId)).rejects.toMatchObject(DENIED);
    await expect(listStageEvents(applicationId)).rejects.toMatchObject(DENIED);
    await expect(listCompanyApplications(COMPANY_ID, null)).rejects.toMatchObject(DENIED);
  });
});
