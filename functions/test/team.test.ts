// The team callables (createCompany, acceptInvitation, updateMemberPermissions, removeMember,
// deleteTeam) over HTTP on the functions emulator, signed in with Auth emulator tokens, and the
// invitation trigger that gives a new invitation its token and queues its mail.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_TEAM_PERMISSIONS, CALLABLES, TEAM_PERMISSION_FLAGS } from '../src/contracts.ts';
import { sendInvitation } from '../src/team/send-invitation.ts';
import {
  addMember,
  auditsOf,
  call,
  eventually,
  harness,
  invitationOf,
  makeCompany,
  only,
  reasonOf,
  sha256,
  type Account,
  type Harness,
} from './lib/hiring.ts';

let h: Harness;

beforeAll(() => {
  h = harness('team');
});
afterAll(async () => {
  await h.close();
});

const DAY_MS = 86_400_000;
const profileOf = async (uid: string) => (await h.db.doc(`users/${uid}`).get()).data();
const memberOf = async (companyId: string, uid: string) =>
  (await h.db.doc(`companies/${companyId}/members/${uid}`).get()).data();

describe('createCompany', () => {
  it('refuses a caller who is not signed in', async () => {
    expect(await reasonOf(CALLABLES.createCompany, { name: 'Acme' }, null)).toBe('not-signed-in');
  });

  it('refuses a name that is empty or too long', async () => {
    const employer = await h.account('create-bad-input', { role: 'employer' });
    expect(await reasonOf(CALLABLES.createCompany, { name: '   ' }, employer)).toBe(
      'invalid-input',
    );
    expect(await reasonOf(CALLABLES.createCompany, { name: 'x'.repeat(121) }, employer)).toBe(
      'invalid-input',
    );
    const answer = await call(CALLABLES.createCompany, {}, employer);
    expect(answer.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
  });

  it('refuses a job seeker and an admin', async () => {
    const seeker = await h.account('create-seeker', { role: 'jobSeeker' });
    const admin = await h.account('create-admin', { role: 'admin' });
    expect(await reasonOf(CALLABLES.createCompany, { name: 'Acme' }, seeker)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.createCompany, { name: 'Acme' }, admin)).toBe('forbidden');
  });

  it('refuses an employer who is already in a company', async () => {
    const employer = await h.account('create-twice', { role: 'employer' });
    await makeCompany(h, 'first-company', employer);
    expect(await reasonOf(CALLABLES.createCompany, { name: 'Second' }, employer)).toBe(
      'already-in-company',
    );
  });

  it('creates the company, the owner as a member with all ten flags, and the profile link', async () => {
    const employer = await h.account('create-ok', { role: 'employer' }, { displayName: 'Omar' });
    const answer = await call<{ companyId: string }>(
      CALLABLES.createCompany,
      { name: '  Northwind Labs  ' },
      employer,
    );
    expect(answer.error).toBeUndefined();
    const companyId = answer.result!.companyId;
    const company = (await h.db.doc(`companies/${companyId}`).get()).data();
    expect(company).toMatchObject({ name: 'Northwind Labs', ownerId: employer.uid });
    expect(typeof (company?.createdAt as Timestamp).toMillis()).toBe('number');
    expect(await memberOf(companyId, employer.uid)).toMatchObject({
      uid: employer.uid,
      email: employer.email,
      displayName: 'Omar',
      permissions: ALL_TEAM_PERMISSIONS,
      addedBy: employer.uid,
    });
    expect(await profileOf(employer.uid)).toMatchObject({ role: 'employer', companyId });
    // and a second company is refused now
    expect(await reasonOf(CALLABLES.createCompany, { name: 'Again' }, employer)).toBe(
      'already-in-company',
    );
  });
});

describe('the invitation trigger', () => {
  it('stores the SHA-256 of a fresh token and queues the invitation mail with the link', async () => {
    const owner = await h.account('trigger-owner', { role: 'employer' });
    const { companyId, name } = await makeCompany(h, 'trigger', owner);
    const email = `${h.unique('invitee')}@hiring.test`;
    const invitation = invitationOf(email, owner);
    const ref = await h.db.collection(`companies/${companyId}/invitations`).add(invitation);

    const tokenHash = await eventually(async () => {
      const value: unknown = (await ref.get()).get('tokenHash');
      return typeof value === 'string' ? value : undefined;
    }, 'the invitation token hash');
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await eventually(async () => {
      const snapshot = await h.db.collection('mail').where('to', '==', email).get();
      return snapshot.docs[0]?.data();
    }, 'the invitation mail');
    expect(mail).toMatchObject({ to: email, locale: 'de', template: 'invitation' });
    const params = mail.params as Record<string, string>;
    expect(params.companyName).toBe(name);
    expect(params.inviterName).toBe('Olga Owner');
    expect(params.expiresAt).toBe((invitation.expiresAt as Timestamp).toDate().toISOString());
    const link = new URL(params.link!);
    expect(link.pathname).toBe('/invitations/accept');
    expect(link.searchParams.get('company')).toBe(companyId);
    expect(link.searchParams.get('invitation')).toBe(ref.id);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256(token)).toBe(tokenHash);
    // the token is nowhere stored in the clear
    expect(JSON.stringify((await ref.get()).data())).not.toContain(token);

    // the invited person signs up with that email and follows the link
    const invitee = await h.account('invitee', null, { displayName: 'Ines' });
    expect(invitee.email).toBe(email);
    const answer = await call(
      CALLABLES.acceptInvitation,
      { companyId, invitationId: ref.id, token },
      invitee,
    );
    expect(answer.result).toEqual({ companyId, companyName: name });
  });

  /**
   * An invitation the emulator's trigger does not watch (another collection under the company):
   * only the handler called by the test sees it.
   */
  const unwatched = (companyId: string) =>
    h.db.collection(`companies/${companyId}/invitations-handled-by-the-test`).doc();

  it('sends once: the same invitation handled twice at once queues one mail', async () => {
    const owner = await h.account('trigger-once-owner', { role: 'employer' });
    const { companyId, name } = await makeCompany(h, 'trigger-once', owner);
    const ref = unwatched(companyId);
    await ref.create(invitationOf('once@hiring.test', owner, { locale: 'ar' }));
    const queue = vi.fn((_mail: { params: Record<string, string> }) => Promise.resolve('mail-id'));
    const outcomes = await Promise.all([
      sendInvitation(h.db, ref, queue),
      sendInvitation(h.db, ref, queue),
    ]);
    expect([...outcomes].sort()).toEqual(['already-sent', 'queued']);
    expect(queue).toHaveBeenCalledOnce();
    expect(queue.mock.calls[0]![0]).toMatchObject({
      to: 'once@hiring.test',
      locale: 'ar',
      template: 'invitation',
      params: { companyName: name, inviterName: 'Olga Owner' },
    });
    const token = new URL(queue.mock.calls[0]![0].params.link!).searchParams.get('token')!;
    expect((await ref.get()).get('tokenHash')).toBe(sha256(token));
    // delivered again later: still nothing more
    expect(await sendInvitation(h.db, ref, queue)).toBe('already-sent');
    expect(queue).toHaveBeenCalledOnce();
  });

  it('takes the token back when the mail cannot be queued, so a retry sends a fresh one', async () => {
    const owner = await h.account('trigger-fail-owner', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'trigger-fail', owner);
    const ref = unwatched(companyId);
    await ref.create(invitationOf('fail@hiring.test', owner));
    const failing = vi.fn(() => Promise.reject(new Error('mail is down')));
    await expect(sendInvitation(h.db, ref, failing)).rejects.toThrow('mail is down');
    expect((await ref.get()).get('tokenHash')).toBeUndefined();
    const working = vi.fn(() => Promise.resolve('mail-id'));
    expect(await sendInvitation(h.db, ref, working)).toBe('queued');
    expect(working).toHaveBeenCalledOnce();
    expect((await ref.get()).get('tokenHash')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('skips a missing invitation, an accepted one, and one of a company that does not exist', async () => {
    const owner = await h.account('trigger-skip-owner', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'trigger-skip', owner);
    const queue = vi.fn(() => Promise.resolve('mail-id'));
    expect(await sendInvitation(h.db, unwatched(companyId), queue)).toBe('skipped');
    const accepted = unwatched(companyId);
    await accepted.create(invitationOf('done@hiring.test', owner, { status: 'accepted' }));
    expect(await sendInvitation(h.db, accepted, queue)).toBe('skipped');
    const orphan = unwatched(h.unique('no-such-company'));
    await orphan.create(invitationOf('orphan@hiring.test', owner));
    expect(await sendInvitation(h.db, orphan, queue)).toBe('skipped');
    expect(queue).not.toHaveBeenCalled();
    expect((await orphan.get()).get('tokenHash')).toBeUndefined();
  });
});

describe('acceptInvitation', () => {
  const TOKEN = 'a-known-token-of-the-test-0123456789abcdef';

  /** A company of `owner` with a pending invitation for `email` whose token is TOKEN. */
  async function invite(name: string, email: string, extra: Record<string, unknown> = {}) {
    const owner = await h.account(`${name}-owner`, { role: 'employer' });
    const company = await makeCompany(h, name, owner);
    const ref = await h.db
      .collection(`companies/${company.companyId}/invitations`)
      .add(invitationOf(email, owner, { tokenHash: sha256(TOKEN), ...extra }));
    const input = { companyId: company.companyId, invitationId: ref.id, token: TOKEN };
    return { owner, ...company, ref, input };
  }

  /** An account whose email is the invited one. */
  async function invitedPerson(name: string, profile: Record<string, unknown> | null) {
    const person = await h.account(name, profile, { displayName: `Person ${name}` });
    return person;
  }

  const emailOf = (name: string) => `${h.unique(name)}@hiring.test`;

  it('refuses a caller who is not signed in', async () => {
    const { input } = await invite('accept-signed-out', emailOf('x'));
    expect(await reasonOf(CALLABLES.acceptInvitation, input, null)).toBe('not-signed-in');
  });

  it('refuses a malformed input', async () => {
    const person = await invitedPerson('accept-malformed', { role: 'jobSeeker' });
    expect(
      await reasonOf(
        CALLABLES.acceptInvitation,
        { companyId: 'c', invitationId: 'i', token: 'short' },
        person,
      ),
    ).toBe('invalid-input');
  });

  it('answers not-found for an unknown invitation and for a wrong token', async () => {
    const email = emailOf('accept-wrong-token');
    const { input } = await invite('accept-wrong', email);
    const person = await invitedPerson('accept-wrong-token', { role: 'jobSeeker' });
    expect(
      await reasonOf(CALLABLES.acceptInvitation, { ...input, token: `${TOKEN}-not` }, person),
    ).toBe('not-found');
    expect(
      await reasonOf(CALLABLES.acceptInvitation, { ...input, invitationId: 'missing' }, person),
    ).toBe('not-found');
    expect(
      await reasonOf(CALLABLES.acceptInvitation, { ...input, companyId: 'missing' }, person),
    ).toBe('not-found');
  });

  it('answers invitation-used for an invitation accepted by someone else', async () => {
    const email = emailOf('accept-used');
    const { input } = await invite('accept-used', email, {
      status: 'accepted',
      acceptedBy: 'someone-else',
    });
    const person = await invitedPerson('accept-used', { role: 'jobSeeker' });
    expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('invitation-used');
  });

  it('answers invitation-expired after the expiry', async () => {
    const email = emailOf('accept-expired');
    const past = Date.now() - DAY_MS;
    const { input } = await invite('accept-expired', email, {
      createdAt: Timestamp.fromMillis(past - 7 * DAY_MS),
      expiresAt: Timestamp.fromMillis(past),
    });
    const person = await invitedPerson('accept-expired', { role: 'jobSeeker' });
    expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('invitation-expired');
  });

  it('answers invitation-email-mismatch to someone signed in with another email', async () => {
    const { input } = await invite('accept-mismatch', emailOf('somebody-else'));
    const person = await invitedPerson('accept-mismatch', { role: 'jobSeeker' });
    expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe(
      'invitation-email-mismatch',
    );
  });

  it('refuses someone already in another company', async () => {
    const email = emailOf('accept-other-company');
    const { input } = await invite('accept-other', email);
    const person = await invitedPerson('accept-other-company', { role: 'employer' });
    await makeCompany(h, 'accept-their-own', person);
    expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('already-in-company');
  });

  it('refuses an admin', async () => {
    const email = emailOf('accept-admin');
    const { input } = await invite('accept-admin', email);
    const admin = await invitedPerson('accept-admin', { role: 'admin' });
    expect(await reasonOf(CALLABLES.acceptInvitation, input, admin)).toBe('forbidden');
  });

  it('makes a job seeker an employer member with the invited flags, audited as UPDATE_ROLE', async () => {
    const email = emailOf('accept-seeker');
    const { input, owner, companyId, name, ref } = await invite('accept-seeker', email);
    const person = await invitedPerson('accept-seeker', { role: 'jobSeeker' });
    const answer = await call(CALLABLES.acceptInvitation, input, person);
    expect(answer.result).toEqual({ companyId, companyName: name });

    expect(await memberOf(companyId, person.uid)).toMatchObject({
      uid: person.uid,
      email,
      displayName: 'Person accept-seeker',
      permissions: only('canCreateJobs', 'canScreenCandidates'),
      addedBy: owner.uid,
    });
    expect(await profileOf(person.uid)).toMatchObject({ role: 'employer', companyId });
    const invitation = (await ref.get()).data();
    expect(invitation).toMatchObject({ status: 'accepted', acceptedBy: person.uid });
    expect(typeof (invitation?.acceptedAt as Timestamp).toMillis()).toBe('number');

    const audits = await auditsOf(h.db, 'UPDATE_ROLE', person.uid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: person.uid,
      userEmail: email,
      targetResource: 'users',
      success: true,
      metadata: { from: 'jobSeeker', to: 'employer', reason: 'invitation', companyId },
    });
    expect((audits[0]!.expireAt as Timestamp).toMillis()).toBeGreaterThan(
      (audits[0]!.timestamp as Timestamp).toMillis(),
    );

    // following the link again is a success that changes nothing
    expect((await call(CALLABLES.acceptInvitation, input, person)).result).toEqual({
      companyId,
      companyName: name,
    });
    expect(await auditsOf(h.db, 'UPDATE_ROLE', person.uid)).toHaveLength(1);
  });

  it('creates the profile of someone who has none, without a role change entry', async () => {
    const email = emailOf('accept-new');
    const { input, companyId } = await invite('accept-new', email);
    const person = await invitedPerson('accept-new', null);
    expect((await call(CALLABLES.acceptInvitation, input, person)).result).toMatchObject({
      companyId,
    });
    expect(await profileOf(person.uid)).toMatchObject({
      uid: person.uid,
      role: 'employer',
      displayName: 'Person accept-new',
      email,
      companyId,
    });
    expect(await auditsOf(h.db, 'UPDATE_ROLE', person.uid)).toHaveLength(0);
  });

  it('accepts an employer without a company, without a role change entry', async () => {
    const email = emailOf('accept-employer');
    const { input, companyId } = await invite('accept-employer', email);
    const person = await invitedPerson('accept-employer', { role: 'employer' });
    expect((await call(CALLABLES.acceptInvitation, input, person)).result).toMatchObject({
      companyId,
    });
    expect(await memberOf(companyId, person.uid)).toBeDefined();
    expect(await auditsOf(h.db, 'UPDATE_ROLE', person.uid)).toHaveLength(0);
  });
});

describe('updateMemberPermissions and removeMember', () => {
  interface Team {
    owner: Account;
    manager: Account;
    recruiter: Account;
    companyId: string;
    name: string;
  }

  /** A company with its owner, a manager (canManageTeam) and a recruiter (no team rights). */
  async function team(name: string): Promise<Team> {
    const owner = await h.account(`${name}-owner`, { role: 'employer' });
    const manager = await h.account(`${name}-manager`, { role: 'employer' });
    const recruiter = await h.account(`${name}-recruiter`, { role: 'employer' });
    const company = await makeCompany(h, name, owner);
    await addMember(h, company.companyId, manager, only('canManageTeam'), owner.uid);
    await addMember(h, company.companyId, recruiter, only('canScreenCandidates'), owner.uid);
    return { owner, manager, recruiter, ...company };
  }

  const NEW_FLAGS = only('canCreateJobs', 'canEditJobs', 'canViewReports');

  it('refuse a caller who is not signed in, and malformed input', async () => {
    const t = await team('perm-input');
    const input = { companyId: t.companyId, uid: t.recruiter.uid, permissions: NEW_FLAGS };
    expect(await reasonOf(CALLABLES.updateMemberPermissions, input, null)).toBe('not-signed-in');
    expect(
      await reasonOf(
        CALLABLES.removeMember,
        { companyId: t.companyId, uid: t.recruiter.uid },
        null,
      ),
    ).toBe('not-signed-in');
    const nine: Record<string, boolean> = { ...NEW_FLAGS };
    delete nine.canManageTeam;
    expect(
      await reasonOf(CALLABLES.updateMemberPermissions, { ...input, permissions: nine }, t.owner),
    ).toBe('invalid-input');
    expect(await reasonOf(CALLABLES.removeMember, { companyId: t.companyId }, t.owner)).toBe(
      'invalid-input',
    );
  });

  it('refuse a member without canManageTeam and anyone of another company', async () => {
    const t = await team('perm-forbidden');
    const other = await team('perm-other');
    const seeker = await h.account('perm-seeker', { role: 'jobSeeker' });
    const input = { companyId: t.companyId, uid: t.manager.uid, permissions: NEW_FLAGS };
    const removal = { companyId: t.companyId, uid: t.manager.uid };
    for (const caller of [t.recruiter, other.owner, other.manager, seeker]) {
      expect(await reasonOf(CALLABLES.updateMemberPermissions, input, caller)).toBe('forbidden');
      expect(await reasonOf(CALLABLES.removeMember, removal, caller)).toBe('forbidden');
    }
    expect((await memberOf(t.companyId, t.manager.uid))?.permissions).toEqual(
      only('canManageTeam'),
    );
  });

  it('protect the owner, and nobody changes their own place', async () => {
    const t = await team('perm-protected');
    const ownerInput = { companyId: t.companyId, uid: t.owner.uid };
    expect(
      await reasonOf(
        CALLABLES.updateMemberPermissions,
        { ...ownerInput, permissions: NEW_FLAGS },
        t.manager,
      ),
    ).toBe('owner-protected');
    expect(await reasonOf(CALLABLES.removeMember, ownerInput, t.manager)).toBe('owner-protected');
    expect(await reasonOf(CALLABLES.removeMember, ownerInput, t.owner)).toBe('owner-protected');
    const self = { companyId: t.companyId, uid: t.manager.uid };
    expect(
      await reasonOf(
        CALLABLES.updateMemberPermissions,
        { ...self, permissions: ALL_TEAM_PERMISSIONS },
        t.manager,
      ),
    ).toBe('forbidden');
    expect(await reasonOf(CALLABLES.removeMember, self, t.manager)).toBe('forbidden');
  });

  it('answer not-found for someone who is not a member, and for a company that does not exist', async () => {
    const t = await team('perm-missing');
    const admin = await h.account('perm-missing-admin', { role: 'admin' });
    const stranger = { companyId: t.companyId, uid: 'not-a-member' };
    expect(
      await reasonOf(
        CALLABLES.updateMemberPermissions,
        { ...stranger, permissions: NEW_FLAGS },
        t.owner,
      ),
    ).toBe('not-found');
    expect(await reasonOf(CALLABLES.removeMember, stranger, t.owner)).toBe('not-found');
    expect(
      await reasonOf(CALLABLES.removeMember, { companyId: h.unique('nowhere'), uid: 'x' }, admin),
    ).toBe('not-found');
  });

  it('the owner sets a member’s flags, audited with before and after', async () => {
    const t = await team('perm-owner');
    const input = { companyId: t.companyId, uid: t.recruiter.uid, permissions: NEW_FLAGS };
    const answer = await call(CALLABLES.updateMemberPermissions, input, t.owner);
    expect(answer.error).toBeUndefined();
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(NEW_FLAGS);
    const audits = await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: t.owner.uid,
      userEmail: t.owner.email,
      userRole: 'employer',
      success: true,
      errorMessage: null,
      targetResource: 'members',
      targetResourceId: t.recruiter.uid,
      metadata: {
        companyId: t.companyId,
        before: only('canScreenCandidates'),
        after: NEW_FLAGS,
      },
    });
    const stored = audits[0] as { metadata: { after: object } };
    expect(Object.keys(stored.metadata.after).sort()).toEqual([...TEAM_PERMISSION_FLAGS].sort());
    expect(await auditsOf(h.db, 'ADMIN_OVERRIDE', t.recruiter.uid)).toHaveLength(0);
  });

  it('a member with canManageTeam sets another member’s flags', async () => {
    const t = await team('perm-manager');
    const input = { companyId: t.companyId, uid: t.recruiter.uid, permissions: NEW_FLAGS };
    expect(await reasonOf(CALLABLES.updateMemberPermissions, input, t.manager)).toBe('ok');
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(NEW_FLAGS);
    const [audit] = await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid);
    expect(audit).toMatchObject({ userId: t.manager.uid });
  });

  it('an admin sets a member’s flags, also audited as ADMIN_OVERRIDE', async () => {
    const t = await team('perm-admin');
    const admin = await h.account('perm-admin', { role: 'admin' });
    const input = { companyId: t.companyId, uid: t.recruiter.uid, permissions: NEW_FLAGS };
    expect(await reasonOf(CALLABLES.updateMemberPermissions, input, admin)).toBe('ok');
    expect(await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid)).toHaveLength(1);
    const overrides = await auditsOf(h.db, 'ADMIN_OVERRIDE', t.recruiter.uid);
    expect(overrides).toHaveLength(1);
    expect(overrides[0]).toMatchObject({
      userId: admin.uid,
      userRole: 'admin',
      metadata: { companyId: t.companyId, action: 'UPDATE_PERMISSIONS' },
    });
  });

  it('removes a member, who keeps the account without a company; audited', async () => {
    const t = await team('remove-ok');
    const removal = { companyId: t.companyId, uid: t.recruiter.uid };
    expect(await reasonOf(CALLABLES.removeMember, removal, t.manager)).toBe('ok');
    expect(await memberOf(t.companyId, t.recruiter.uid)).toBeUndefined();
    const profile = await profileOf(t.recruiter.uid);
    expect(profile).toMatchObject({ role: 'employer', uid: t.recruiter.uid });
    expect(profile).not.toHaveProperty('companyId');
    const audits = await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: t.manager.uid,
      targetResource: 'members',
      metadata: { companyId: t.companyId, removed: true, before: only('canScreenCandidates') },
    });
    // removed already: a second removal finds nobody
    expect(await reasonOf(CALLABLES.removeMember, removal, t.manager)).toBe('not-found');
  });
});

describe('deleteTeam', () => {
  async function fullTeam(name: string) {
    const owner = await h.account(`${name}-owner`, { role: 'employer' });
    const manager = await h.account(`${name}-manager`, { role: 'employer' });
    const recruiter = await h.account(`${name}-recruiter`, { role: 'employer' });
    const company = await makeCompany(h, name, owner);
    await addMember(h, company.companyId, manager, ALL_TEAM_PERMISSIONS, owner.uid);
    await addMember(h, company.companyId, recruiter, only('canScreenCandidates'), owner.uid);
    const invitation = await h.db
      .collection(`companies/${company.companyId}/invitations`)
      .add(invitationOf(`${h.unique(`${name}-invited`)}@hiring.test`, owner, { tokenHash: 'x' }));
    const posting = (status: string) => ({
      title: `${status} role`,
      company: company.name,
      companyId: company.companyId,
      status,
      createdBy: owner.uid,
    });
    const open = await h.db.collection('jobs').add(posting('open'));
    const closed = await h.db.collection('jobs').add(posting('closed'));
    return { owner, manager, recruiter, ...company, invitation, open, closed };
  }

  it('refuses a caller who is not signed in', async () => {
    const t = await fullTeam('delete-signed-out');
    expect(
      await reasonOf(CALLABLES.deleteTeam, { companyId: t.companyId, confirmName: t.name }, null),
    ).toBe('not-signed-in');
  });

  it('refuses everyone but the owner and an admin, even a member with every flag', async () => {
    const t = await fullTeam('delete-forbidden');
    const other = await fullTeam('delete-other');
    const input = { companyId: t.companyId, confirmName: t.name };
    for (const caller of [t.manager, t.recruiter, other.owner]) {
      expect(await reasonOf(CALLABLES.deleteTeam, input, caller)).toBe('forbidden');
    }
    expect((await h.db.doc(`companies/${t.companyId}`).get()).exists).toBe(true);
  });

  it('refuses a confirmation that is not exactly the company’s name', async () => {
    const t = await fullTeam('delete-mismatch');
    for (const confirmName of [t.name.toUpperCase(), `${t.name} `, '']) {
      expect(
        await reasonOf(CALLABLES.deleteTeam, { companyId: t.companyId, confirmName }, t.owner),
      ).toBe('confirmation-mismatch');
    }
    expect((await h.db.doc(`companies/${t.companyId}`).get()).exists).toBe(true);
  });

  it('deletes the team: members, invitations, open postings closed, the company; audited', async () => {
    const t = await fullTeam('delete-ok');
    const closedBefore = (await t.closed.get()).data();
    const answer = await call(
      CALLABLES.deleteTeam,
      { companyId: t.companyId, confirmName: t.name },
      t.owner,
    );
    expect(answer.error).toBeUndefined();
    expect((await h.db.doc(`companies/${t.companyId}`).get()).exists).toBe(false);
    expect((await h.db.collection(`companies/${t.companyId}/members`).get()).size).toBe(0);
    expect((await t.invitation.get()).exists).toBe(false);
    for (const person of [t.owner, t.manager, t.recruiter]) {
      const profile = await profileOf(person.uid);
      expect(profile).toMatchObject({ role: 'employer' });
      expect(profile).not.toHaveProperty('companyId');
    }
    expect((await t.open.get()).get('status')).toBe('closed');
    expect((await t.closed.get()).data()).toEqual(closedBefore);

    const audits = await auditsOf(h.db, 'DELETE_TEAM', t.companyId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: t.owner.uid,
      userRole: 'employer',
      targetResource: 'companies',
      metadata: { companyId: t.companyId, companyName: t.name, members: 3 },
    });
    // gone: nothing left to delete
    expect(
      await reasonOf(
        CALLABLES.deleteTeam,
        { companyId: t.companyId, confirmName: t.name },
        t.owner,
      ),
    ).toBe('forbidden');
  });

  it('lets an admin delete a team, also audited as ADMIN_OVERRIDE', async () => {
    const t = await fullTeam('delete-admin');
    const admin = await h.account('delete-admin', { role: 'admin' });
    expect(
      await reasonOf(CALLABLES.deleteTeam, { companyId: t.companyId, confirmName: t.name }, admin),
    ).toBe('ok');
    expect((await h.db.doc(`companies/${t.companyId}`).get()).exists).toBe(false);
    expect(await auditsOf(h.db, 'DELETE_TEAM', t.companyId)).toHaveLength(1);
    expect(await auditsOf(h.db, 'ADMIN_OVERRIDE', t.companyId)).toHaveLength(1);
    expect(
      await reasonOf(CALLABLES.deleteTeam, { companyId: t.companyId, confirmName: t.name }, admin),
    ).toBe('not-found');
  });
});
