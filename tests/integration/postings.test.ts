// Employers' postings: the jobs feature's api/ files against the seeded emulator suite. An open
// posting is in job seekers' search at once, a closed one leaves it; deleting is the callable.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { createPosting } from '@/features/jobs/api/create-posting';
import { deletePosting } from '@/features/jobs/api/delete-posting';
import { getPosting } from '@/features/jobs/api/get-posting';
import { getCompanyName } from '@/features/jobs/api/get-company-name';
import { listCompanyPostings } from '@/features/jobs/api/list-company-postings';
import { setPostingStatus } from '@/features/jobs/api/set-posting-status';
import { updatePosting } from '@/features/jobs/api/update-posting';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import type { PostingInput } from '@contracts/job';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

const admin = (() => {
  Object.assign(process.env, emulatorEnv());
  return initializeApp({ projectId: PROJECT_ID }, `postings-it-${Date.now()}`);
})();
const created: string[] = [];

afterEach(async () => {
  await signOut(getFirebaseAuth());
});

afterAll(async () => {
  // the other suites search the seeded board as it was
  const db = getFirestore(admin);
  await Promise.all(created.map((id) => db.doc(`jobs/${id}`).delete()));
  await deleteApp(admin);
});

/** A word no seeded job has, so that a search finds this test's posting only. */
const WORD = `zorblax${Date.now().toString(36)}`;
const input: PostingInput = {
  title: `Integration ${WORD} Engineer`,
  location: 'Porto, Portugal',
  remote: true,
  type: 'Contract',
  experience: 'Lead',
  salary: 99_000,
  skills: ['Firestore', 'Testing'],
  description: 'A posting written by the integration tests; it is deleted when they end.',
  applyUrl: '',
};

const signIn = (account: { email: string }) =>
  signInWithEmail({ email: account.email, password: DEMO_PASSWORD });

/** Whether the person signed in may read the posting: the board shows open ones only. */
async function readable(id: string): Promise<boolean> {
  try {
    return (await getPosting(id)) !== null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

describe("a company's postings against the emulator", () => {
  it('the seeded company has its postings, newest first; its closed one is not on the board', async () => {
    await signIn(ACCOUNTS.member);
    const postings = await listCompanyPostings(COMPANY_ID);
    expect(postings.map((posting) => posting.id)).toEqual(
      expect.arrayContaining(['northwind-frontend-engineer', 'northwind-data-analyst-intern']),
    );
    expect(postings.every((posting) => posting.companyId === COMPANY_ID)).toBe(true);
    const times = postings.map((posting) => posting.createdAt?.toMillis() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await signOut(getFirebaseAuth());
    await signIn(ACCOUNTS.jobSeeker);
    expect(await readable('northwind-data-analyst-intern')).toBe(false);
    expect(await readable('northwind-frontend-engineer')).toBe(true);
  });

  it('an open posting is on the board at once; closed it leaves it, reopened it comes back', async () => {
    await signIn(ACCOUNTS.employer);
    const companyName = await getCompanyName(COMPANY_ID);
    const id = await createPosting({
      companyId: COMPANY_ID,
      companyName,
      uid: ACCOUNTS.employer.uid,
      status: 'open',
      posting: input,
    });
    created.push(id);
    expect(await getPosting(id)).toMatchObject({
      ...input,
      id,
      company: companyName,
      status: 'open',
      companyId: COMPANY_ID,
      createdBy: ACCOUNTS.employer.uid,
    });
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.jobSeeker);
    expect(await readable(id)).toBe(true);
    await signOut(getFirebaseAuth());

    // a member with canEditJobs closes it
    await signIn(ACCOUNTS.member);
    await setPostingStatus({ jobId: id, status: 'closed' });
    expect((await listCompanyPostings(COMPANY_ID)).find((entry) => entry.id === id)?.status).toBe(
      'closed',
    );
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.jobSeeker);
    expect(await readable(id)).toBe(false);
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.member);
    await setPostingStatus({ jobId: id, status: 'open' });
    await updatePosting({
      jobId: id,
      companyName,
      posting: { ...input, title: `Senior ${input.title}` },
    });
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.jobSeeker);
    expect((await getPosting(id))?.title).toBe(`Senior ${input.title}`);
  });

  it('a posting saved as closed is seen by the team only', async () => {
    await signIn(ACCOUNTS.member);
    const id = await createPosting({
      companyId: COMPANY_ID,
      companyName: await getCompanyName(COMPANY_ID),
      uid: ACCOUNTS.member.uid,
      status: 'closed',
      posting: { ...input, title: `Closed ${WORD} draft role` },
    });
    created.push(id);
    expect((await getPosting(id))?.status).toBe('closed');
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.jobSeeker);
    expect(await readable(id)).toBe(false);
  });

  it('deleting goes through the callable: refused without canDeleteJobs, done with it', async () => {
    await signIn(ACCOUNTS.employer);
    const id = await createPosting({
      companyId: COMPANY_ID,
      companyName: await getCompanyName(COMPANY_ID),
      uid: ACCOUNTS.employer.uid,
      status: 'open',
      posting: { ...input, title: `Doomed ${WORD} role` },
    });
    created.push(id);
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.member);
    await expect(deletePosting(id)).rejects.toMatchObject({ reason: 'forbidden' });
    await signOut(getFirebaseAuth());

    await signIn(ACCOUNTS.employer);
    await deletePosting(id);
    expect(await getFirestore(admin).doc(`jobs/${id}`).get()).toHaveProperty('exists', false);
  });
});
