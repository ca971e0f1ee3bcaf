// The admin console's users and roles on the emulators: only an enabled administrator changes a
// role, disables an account, reads a person's details or closes a company's posting; each is
// audited; the last enabled administrator stays one; a disabled account cannot sign in.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPort, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { adminAuth } from '../src/lib/admin.ts';
import { CALLABLES, type SetUserRoleResult, type UserDetails } from '../src/contracts.ts';
import type { Caller } from '../src/lib/callable.ts';
import { setUserDisabled } from '../src/user-admin/set-user-disabled.ts';
import { setUserRole } from '../src/user-admin/set-user-role.ts';
import {
  addMember,
  auditsOf,
  call,
  eventually,
  useHarness,
  makeCompany,
  only,
  PASSWORD,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('users');
let admin: Account;
let seeker: Account;
let owner: Account;
let disabledAdmin: Account;

beforeAll(async () => {
  admin = await h.account('admin', { role: 'admin' });
  seeker = await h.account('seeker', { role: 'jobSeeker' }, { displayName: 'Priya Raman' });
  owner = await h.account('owner', { role: 'employer' });
  disabledAdmin = await h.account('disabled-admin', { role: 'admin' });
  await h.db.doc(`users/${disabledAdmin.uid}`).update({ disabled: true });
});

/** The Auth emulator's answer to a password sign-in: 'ok' or its error message. */
async function signInAnswer(email: string): Promise<string> {
  const response = await fetch(
    `http://${hostPort('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return body.idToken ? 'ok' : (body.error?.message ?? 'no answer');
}

describe('who may use the admin callables', () => {
  it('refuses job seekers, employers, a disabled administrator and signed-out callers', async () => {
    const inputs: [string, unknown][] = [
      [CALLABLES.setUserRole, { uid: seeker.uid, role: 'admin' }],
      [CALLABLES.setUserDisabled, { uid: owner.uid, disabled: true }],
      [CALLABLES.getUserDetails, { uid: seeker.uid }],
      [CALLABLES.closeJobAsAdmin, { jobId: 'any-job', reason: 'Spam' }],
    ];
    for (const [name, input] of inputs) {
      expect(await reasonOf(name, input, seeker), name).toBe('forbidden');
      expect(await reasonOf(name, input, owner), name).toBe('forbidden');
      expect(await reasonOf(name, input, disabledAdmin), name).toBe('forbidden');
      expect(await reasonOf(name, input, null), name).toBe('not-signed-in');
    }
    const profile = await h.db.doc(`users/${seeker.uid}`).get();
    expect(profile.get('role')).toBe('jobSeeker');
  });

  it('refuses malformed input: an unknown role, an id with a slash, a blank reason', async () => {
    expect(await reasonOf(CALLABLES.setUserRole, { uid: seeker.uid, role: 'owner' }, admin)).toBe(
      'invalid-input',
    );
    expect(await reasonOf(CALLABLES.getUserDetails, { uid: 'users/x' }, admin)).toBe(
      'invalid-input',
    );
    expect(await reasonOf(CALLABLES.closeJobAsAdmin, { jobId: 'job', reason: '   ' }, admin)).toBe(
      'invalid-input',
    );
  });
});

describe('setUserRole', () => {
  it('promotes a job seeker to employer, audited UPDATE_ROLE with the change', async () => {
    const person = await h.account('promoted', { role: 'jobSeeker' });
    const answer = await call<SetUserRoleResult>(
      CALLABLES.setUserRole,
      { uid: person.uid, role: 'employer' },
      admin,
    );
    expect(answer.result).toEqual({ role: 'employer', changed: true });
    expect((await h.db.doc(`users/${person.uid}`).get()).get('role')).toBe('employer');
    const audits = await auditsOf(h.db, 'UPDATE_ROLE', person.uid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: admin.uid,
      userRole: 'admin',
      targetResource: 'users',
      success: true,
      metadata: { from: 'jobSeeker', to: 'employer' },
    });
    // the same role again changes nothing and records nothing
    const again = await call<SetUserRoleResult>(
      CALLABLES.setUserRole,
      { uid: person.uid, role: 'employer' },
      admin,
    );
    expect(again.result).toEqual({ role: 'employer', changed: false });
    expect(await auditsOf(h.db, 'UPDATE_ROLE', person.uid)).toHaveLength(1);
  });

  it('keeps a company owner an employer', async () => {
    await makeCompany(h, 'owned', owner);
    expect(
      await reasonOf(CALLABLES.setUserRole, { uid: owner.uid, role: 'jobSeeker' }, admin),
    ).toBe('owner-protected');
    expect((await h.db.doc(`users/${owner.uid}`).get()).get('role')).toBe('employer');
  });

  it('takes a team member who stops being an employer out of the team', async () => {
    const { companyId } = await makeCompany(
      h,
      'team',
      await h.account('team-owner', { role: 'employer' }),
    );
    const member = await h.account('member', { role: 'employer' });
    await addMember(h, companyId, member, only('canScreenCandidates'), 'someone');
    expect(
      await reasonOf(CALLABLES.setUserRole, { uid: member.uid, role: 'jobSeeker' }, admin),
    ).toBe('ok');
    const profile = await h.db.doc(`users/${member.uid}`).get();
    expect(profile.get('role')).toBe('jobSeeker');
    expect(profile.get('companyId')).toBeUndefined();
    expect((await h.db.doc(`companies/${companyId}/members/${member.uid}`).get()).exists).toBe(
      false,
    );
    const [audit] = await auditsOf(h.db, 'UPDATE_ROLE', member.uid);
    expect(audit?.metadata).toEqual({
      from: 'employer',
      to: 'jobSeeker',
      removedFromCompany: companyId,
    });
  });

  it('answers not-found for a person without a profile', async () => {
    expect(
      await reasonOf(CALLABLES.setUserRole, { uid: h.unique('nobody'), role: 'admin' }, admin),
    ).toBe('not-found');
  });
});

describe('the last enabled administrator', () => {
  // a project of its own, so that the count of administrators is this test's alone
  let app: App;
  let db: Firestore;
  const onlyAdmin: Caller = { uid: 'only-admin', email: 'only@admin.test', name: null };

  beforeAll(async () => {
    app = initializeApp({ projectId: `${PROJECT_ID}-last-admin` }, h.unique('last-admin'));
    db = getFirestore(app);
    await db.recursiveDelete(db.collection('users'));
    await db
      .doc('users/only-admin')
      .set({ uid: 'only-admin', role: 'admin', email: onlyAdmin.email });
    await db.doc('users/off-admin').set({ uid: 'off-admin', role: 'admin', disabled: true });
    await db.doc('users/next-admin').set({ uid: 'next-admin', role: 'jobSeeker' });
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  const reason = async (work: Promise<unknown>) =>
    work.then(
      () => 'ok',
      (error: { details?: { reason?: string }; message?: string }) =>
        error.details?.reason ?? error.message ?? 'failed',
    );

  it('cannot demote themselves while no other administrator is enabled', async () => {
    expect(await reason(setUserRole(db, onlyAdmin, { uid: 'only-admin', role: 'employer' }))).toBe(
      'last-admin',
    );
    expect((await db.doc('users/only-admin').get()).get('role')).toBe('admin');
  });

  it('cannot disable themselves, ever', async () => {
    expect(
      await reason(setUserDisabled(db, onlyAdmin, { uid: 'only-admin', disabled: true })),
    ).toBe('self-action');
  });

  it('steps down once another administrator is enabled', async () => {
    expect(await reason(setUserRole(db, onlyAdmin, { uid: 'next-admin', role: 'admin' }))).toBe(
      'ok',
    );
    expect(await reason(setUserRole(db, onlyAdmin, { uid: 'only-admin', role: 'jobSeeker' }))).toBe(
      'ok',
    );
    expect((await db.doc('users/only-admin').get()).get('role')).toBe('jobSeeker');
    // the remaining one is now the last
    const next: Caller = { uid: 'next-admin', email: null, name: null };
    expect(await reason(setUserRole(db, next, { uid: 'next-admin', role: 'employer' }))).toBe(
      'last-admin',
    );
  });
});

describe('setUserDisabled', () => {
  it('disables an account: no sign-in, sessions revoked, audited; enabling lets them back', async () => {
    const person = await h.account('to-disable', { role: 'jobSeeker' });
    expect(await signInAnswer(person.email)).toBe('ok');
    const before = (await adminAuth().getUser(person.uid)).tokensValidAfterTime;
    expect(before).toBeDefined();
    // the revocation time has whole seconds: a revocation tells from `before` once the clock has
    // reached a later second (the Auth emulator keeps this machine's time)
    const beforeSecond = Math.floor(Date.parse(before ?? '') / 1000);
    await eventually(
      () => Promise.resolve(Math.floor(Date.now() / 1000) > beforeSecond ? true : undefined),
      'a second later than the last revocation',
      5_000,
    );
    expect(
      await reasonOf(CALLABLES.setUserDisabled, { uid: person.uid, disabled: true }, admin),
    ).toBe('ok');
    expect(await signInAnswer(person.email)).toBe('USER_DISABLED');
    const record = await adminAuth().getUser(person.uid);
    expect(record.disabled).toBe(true);
    expect(Date.parse(record.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    const profile = await h.db.doc(`users/${person.uid}`).get();
    expect(profile.get('disabled')).toBe(true);
    expect(profile.get('disabledAt')).toBeDefined();
    expect(await auditsOf(h.db, 'DISABLE_ACCOUNT', person.uid)).toEqual([
      expect.objectContaining({ userId: admin.uid, targetResource: 'users' }),
    ]);

    expect(
      await reasonOf(CALLABLES.setUserDisabled, { uid: person.uid, disabled: false }, admin),
    ).toBe('ok');
    expect(await signInAnswer(person.email)).toBe('ok');
    expect((await h.db.doc(`users/${person.uid}`).get()).get('disabled')).toBe(false);
    expect(await auditsOf(h.db, 'ENABLE_ACCOUNT', person.uid)).toHaveLength(1);
  });

  it('refuses an administrator disabling themselves', async () => {
    expect(
      await reasonOf(CALLABLES.setUserDisabled, { uid: admin.uid, disabled: true }, admin),
    ).toBe('self-action');
  });
});

describe('getUserDetails', () => {
  it('answers the details and records each look as VIEW_SENSITIVE_DATA', async () => {
    await h.db.doc(`users/${seeker.uid}/savedJobs/job-a`).set({ id: 'job-a', title: 'A' });
    const first = await call<UserDetails>(CALLABLES.getUserDetails, { uid: seeker.uid }, admin);
    expect(first.result).toMatchObject({
      uid: seeker.uid,
      displayName: 'Priya Raman',
      email: seeker.email,
      role: 'jobSeeker',
      disabled: false,
      company: null,
      counts: { savedJobs: 1, applications: 0 },
      hasCalendarFeed: false,
      auth: { exists: true, providers: ['password'] },
    });
    expect(first.result?.auth.lastSignInAtMs).toEqual(expect.any(Number));
    await call(CALLABLES.getUserDetails, { uid: seeker.uid }, admin);
    const views = await auditsOf(h.db, 'VIEW_SENSITIVE_DATA', seeker.uid);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ userId: admin.uid, metadata: { view: 'user-details' } });
  });

  it('lists the company and its open postings for an employer', async () => {
    const employer = await h.account('details-owner', { role: 'employer' });
    const { companyId, name } = await makeCompany(h, 'details', employer);
    await h.db.doc(`jobs/${companyId}-open`).set({ companyId, status: 'open', title: 'Open role' });
    await h.db.doc(`jobs/${companyId}-closed`).set({ companyId, status: 'closed', title: 'Old' });
    const answer = await call<UserDetails>(CALLABLES.getUserDetails, { uid: employer.uid }, admin);
    expect(answer.result?.company).toEqual({
      id: companyId,
      name,
      isOwner: true,
      openPostings: [{ id: `${companyId}-open`, title: 'Open role' }],
    });
  });
});

describe('closeJobAsAdmin', () => {
  it('closes a company posting with the reason, audited ADMIN_OVERRIDE', async () => {
    const jobId = h.unique('job');
    await h.db.doc(`jobs/${jobId}`).set({
      companyId: 'some-company',
      status: 'open',
      title: 'Too good to be true',
      updatedAt: FieldValue.serverTimestamp(),
    });
    const reason = 'Asks applicants to pay a fee';
    expect(await reasonOf(CALLABLES.closeJobAsAdmin, { jobId, reason }, admin)).toBe('ok');
    expect((await h.db.doc(`jobs/${jobId}`).get()).get('status')).toBe('closed');
    const [audit] = await auditsOf(h.db, 'ADMIN_OVERRIDE', jobId);
    expect(audit).toMatchObject({
      userId: admin.uid,
      targetResource: 'jobs',
      metadata: { action: 'CLOSE_JOB', companyId: 'some-company', reason },
    });
    // closing a closed posting records nothing more
    expect(await reasonOf(CALLABLES.closeJobAsAdmin, { jobId, reason }, admin)).toBe('ok');
    expect(await auditsOf(h.db, 'ADMIN_OVERRIDE', jobId)).toHaveLength(1);
  });

  it('answers not-found for a missing posting or a board job without a company', async () => {
    expect(
      await reasonOf(CALLABLES.closeJobAsAdmin, { jobId: h.unique('gone'), reason: 'x' }, admin),
    ).toBe('not-found');
  });
});

describe('search tokens', () => {
  it('follow a profile’s name and email', async () => {
    const person = await h.account(
      'searchable',
      { role: 'jobSeeker' },
      { displayName: 'Zora Quill' },
    );
    await h.db.doc(`users/${person.uid}`).update({ displayName: 'Zora Quillfeather' });
    const tokens = await eventually(async () => {
      const value = (await h.db.doc(`users/${person.uid}`).get()).get('searchTokens') as
        string[] | undefined;
      return value?.includes('quillf') ? value : undefined;
    }, 'search tokens');
    // prefixes of at most 20 characters: a long email is found by its start
    expect(tokens).toEqual(
      expect.arrayContaining(['z', 'zora', 'quillfeather', person.email.slice(0, 20)]),
    );
  });
});
