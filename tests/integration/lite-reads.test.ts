// The dashboards' first reads through the Firestore SDK's lite build, against the emulators and
// firestore.rules: the same documents through the same converters as the full SDK gives, the
// rules' refusals unchanged, and no full SDK loaded for any of it.
import { signOut } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { getPlatformFigures } from '@/features/admin-overview/api/get-platform-figures';
import { fetchProfile } from '@/features/auth/api/fetch-profile';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { listCompanyApplications } from '@/features/candidates/api/list-company-applications';
import { listMyApplications } from '@/features/candidates/api/list-my-applications';
import { listMyInterviewNotices } from '@/features/interviews/api/list-my-interview-notices';
import { listCompanyPostings } from '@/features/jobs/api/list-company-postings';
import { fetchTeamPermissions } from '@/features/permissions/api/fetch-team-permissions';
import { getSavedJobs } from '@/features/saved-jobs/api/get-saved-jobs';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { loadedFirestoreOrNull } from '@/lib/firebase/firestore-sdk';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';

const DENIED = { code: 'permission-denied' };

async function signInAs(account: { email: string }) {
  await signOut(getFirebaseAuth());
  await signInWithEmail({ email: account.email, password: DEMO_PASSWORD });
}

/** The reads so far took the lite build: the full SDK never loaded. */
function expectLiteOnly() {
  expect(loadedFirestoreOrNull()).toBeNull();
  expect(loadedFirestoreOrNull('read')).not.toBeNull();
}

afterAll(async () => {
  await signOut(getFirebaseAuth());
});

describe('first reads through the lite build', () => {
  it('a job seeker’s profile, applications, interview notices and saved jobs', async () => {
    const seeker = ACCOUNTS.jobSeeker;
    await signInAs(seeker);
    await expect(fetchProfile(seeker.uid)).resolves.toMatchObject({
      uid: seeker.uid,
      role: 'jobSeeker',
    });
    const applications = await listMyApplications(seeker.uid);
    expect(applications.every((application) => application.applicantUid === seeker.uid)).toBe(true);
    const notices = await listMyInterviewNotices(seeker.uid);
    expect(Array.isArray(notices)).toBe(true);
    const saved = await getSavedJobs(seeker.uid);
    expect(new Set(saved.map((job) => job.id)).size).toBe(saved.length);
    expectLiteOnly();
  });

  it('the rules still refuse a job seeker another company’s pipeline', async () => {
    await signInAs(ACCOUNTS.jobSeeker);
    await expect(listCompanyApplications(COMPANY_ID, null)).rejects.toMatchObject(DENIED);
    expectLiteOnly();
  });

  it('an employer’s rights, postings and pipeline', async () => {
    const owner = ACCOUNTS.employer;
    await signInAs(owner);
    await expect(fetchTeamPermissions(owner.uid, COMPANY_ID)).resolves.toEqual(
      ALL_TEAM_PERMISSIONS,
    );
    const postings = await listCompanyPostings(COMPANY_ID);
    expect(postings.length).toBeGreaterThan(0);
    const pipeline = await listCompanyApplications(COMPANY_ID, null);
    expect(pipeline.length).toBeGreaterThan(0);
    expect(pipeline.every((application) => application.companyId === COMPANY_ID)).toBe(true);
    // a stored time reads as a timestamp through the contract's converter, newest first
    const times = pipeline.map((application) => application.createdAt?.toMillis());
    expect(times.every((time) => typeof time === 'number')).toBe(true);
    expect(times).toEqual([...times].sort((a = 0, b = 0) => b - a));
    expectLiteOnly();
  });

  it('the admin console’s figures, counted by the server; refused to anyone else', async () => {
    await signInAs(ACCOUNTS.admin);
    const figures = await getPlatformFigures();
    expect(figures.usersByRole.admin).toBeGreaterThan(0);
    expect(figures.usersByRole.jobSeeker).toBeGreaterThan(0);
    await signInAs(ACCOUNTS.jobSeeker);
    await expect(getPlatformFigures()).rejects.toMatchObject(DENIED);
    expectLiteOnly();
  });
});
