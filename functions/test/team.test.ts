// The team callables (createCompany, acceptInvitation, updateMemberPermissions, removeMember,
// deleteTeam) over HTTP on the functions emulator, signed in with Auth emulator tokens, and the
// invitation trigger that gives a new invitation its token and queues its mail.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { JOB_FAMILIES } from '../../contracts/job-catalogue.ts';
import {
  ALL_TEAM_PERMISSIONS,
  CALLABLES,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_DAY,
  LINKED_PATHS,
  searchTokens,
  TEAM_PERMISSION_FLAGS,
} from '../src/contracts.ts';
import { SAMPLE_CANDIDATES } from '../src/domain.ts';
import { sendInvitation } from '../src/team/send-invitation.ts';
import {
  addMember,
  auditsOf,
  call,
  eventually,
  FORGED_INVITER_NAME,
  useHarness,
  invitationOf,
  makeCompany,
  makeTeam,
  only,
  reasonOf,
  sha256,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('team');

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

  it('gives the new company the sample talent pool, as candidates of its own', async () => {
    const employer = await h.account('create-pool', { role: 'employer' });
    const answer = await call<{ companyId: string }>(
      CALLABLES.createCompany,
      { name: 'Pool Labs' },
      employer,
    );
    const companyId = answer.result!.companyId;
    const pool = await h.db.collection('candidates').where('companyId', '==', companyId).get();
    expect(pool.size).toBe(SAMPLE_CANDIDATES.length);
    const byName = new Map(pool.docs.map((doc) => [doc.get('name') as string, doc]));
    for (const sample of SAMPLE_CANDIDATES) {
      const doc = byName.get(sample.name);
      expect(doc?.data(), sample.name).toMatchObject({ ...sample, id: doc?.id, companyId });
      expect((doc?.get('createdAt') as Timestamp).toMillis()).toBeGreaterThan(0);
    }
    // another company's pool is its own: the same people, other documents
    const other = await h.account('create-pool-other', { role: 'employer' });
    const second = await call<{ companyId: string }>(
      CALLABLES.createCompany,
      { name: 'Other Pool' },
      other,
    );
    const otherPool = await h.db
      .collection('candidates')
      .where('companyId', '==', second.result!.companyId)
      .get();
    expect(otherPool.size).toBe(SAMPLE_CANDIDATES.length);
    const ids = new Set(pool.docs.map((doc) => doc.id));
    expect(otherPool.docs.filter((doc) => ids.has(doc.id))).toEqual([]);
  });

  it('has sample candidates of the job market’s occupations, with the skills they ask for', () => {
    expect(SAMPLE_CANDIDATES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SAMPLE_CANDIDATES.map((sample) => sample.name)).size).toBe(
      SAMPLE_CANDIDATES.length,
    );
    for (const sample of SAMPLE_CANDIDATES) {
      const family = JOB_FAMILIES.find((entry) => entry.title === sample.title);
      expect(family, sample.title).toBeDefined();
      expect(family?.skills, sample.name).toEqual(expect.arrayContaining(sample.skills));
      expect(sample).toMatchObject({ imageUrl: null, matchScore: 0 });
      expect(sample.salary).toMatch(/^\$\d+k – \$\d+k$/);
      for (const field of ['location', 'experience', 'education', 'availability'] as const) {
        expect(sample[field].trim(), `${sample.name} ${field}`).not.toBe('');
      }
    }
  });
});

describe('the invitation trigger', () => {
  it('stores the SHA-256 of a fresh token and queues the invitation mail with the link', async () => {
    const owner = await h.account(
      'trigger-owner',
      { role: 'employer' },
      { displayName: 'Olga Owner' },
    );
    const { companyId, name } = await makeCompany(h, 'trigger', owner);
    const email = `${h.unique('invitee')}@hiring.test`;
    // written with an expiry of a year: the server makes it INVITATION_TTL_DAYS
    const invitation = invitationOf(email, owner, {
      expiresAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS),
    });
    const createdAt = invitation.createdAt as Timestamp;
    const expiresAt = new Date(createdAt.toMillis() + INVITATION_TTL_DAYS * DAY_MS);
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
    // the inviter's name from their profile, not the one written on the invitation
    expect(params.inviterName).toBe('Olga Owner');
    expect(JSON.stringify(mail)).not.toContain(FORGED_INVITER_NAME);
    expect(params.expiresAt).toBe(expiresAt.toISOString());
    expect(((await ref.get()).get('expiresAt') as Timestamp).toMillis()).toBe(expiresAt.getTime());
    const link = new URL(params.link!);
    expect(link.pathname).toBe(LINKED_PATHS.acceptInvitation);
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
    const owner = await h.account(
      'trigger-once-owner',
      { role: 'employer' },
      { displayName: 'Olga Owner' },
    );
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
  it('writes in the invited person’s own language when they have an account, else the invitation’s', async () => {
    const owner = await h.account('trigger-lang-owner', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'trigger-lang', owner);
    const known = await h.account('trigger-lang-known', { role: 'jobSeeker', locale: 'es' });
    const odd = await h.account('trigger-lang-odd', { role: 'jobSeeker', locale: 'xx' });
    const stranger = `${h.unique('trigger-lang-stranger')}@hiring.test`;
    const queue = vi.fn((_mail: { locale: string }) => Promise.resolve('mail-id'));
    for (const email of [known.email, odd.email, stranger]) {
      const ref = unwatched(companyId);
      await ref.create(invitationOf(email, owner, { locale: 'ar' }));
      expect(await sendInvitation(h.db, ref, queue)).toBe('queued');
    }
    expect(queue.mock.calls.map(([mail]) => mail.locale)).toEqual(['es', 'ar', 'ar']);
  });

  it(`refuses an invitation after ${INVITATIONS_PER_DAY} in 24 hours: no mail, no token, the reason stored`, async () => {
    const owner = await h.account('trigger-limit-owner', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'trigger-limit', owner);
    const now = Date.now();
    const sentAt = (ms: number) => ({ createdAt: Timestamp.fromMillis(ms), tokenHash: 'sent' });
    // the day before: one short of the limit; one more a little over a day ago, and one later
    // than the invitations handled below: neither counts
    const others = [
      ...Array.from({ length: INVITATIONS_PER_DAY - 1 }, (_, index) =>
        sentAt(now - (index + 1) * 60_000),
      ),
      sentAt(now - DAY_MS - 60_000),
      sentAt(now + 60_000),
    ];
    await Promise.all(
      others.map((extra, index) =>
        unwatched(companyId).create(invitationOf(`limit-${index}@hiring.test`, owner, extra)),
      ),
    );
    const queue = vi.fn(() => Promise.resolve('mail-id'));
    const last = unwatched(companyId);
    await last.create(
      invitationOf('limit-last@hiring.test', owner, { createdAt: Timestamp.fromMillis(now) }),
    );
    expect(await sendInvitation(h.db, last, queue)).toBe('queued');

    // the day is full now
    const over = unwatched(companyId);
    await over.create(
      invitationOf('limit-over@hiring.test', owner, { createdAt: Timestamp.fromMillis(now + 1) }),
    );
    expect(await sendInvitation(h.db, over, queue)).toBe('refused');
    expect(queue).toHaveBeenCalledOnce();
    const refused = (await over.get()).data();
    expect(refused).toMatchObject({ refusedReason: 'daily-limit', status: 'pending' });
    expect(refused).not.toHaveProperty('tokenHash');
    // delivered again: still refused, still no mail
    expect(await sendInvitation(h.db, over, queue)).toBe('refused');
    expect(queue).toHaveBeenCalledOnce();
  });

  it('through the trigger: an invitation over the daily limit gets no mail, and says why', async () => {
    const owner = await h.account('trigger-full-owner', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'trigger-full', owner);
    const invitations = h.db.collection(`companies/${companyId}/invitations`);
    const now = Date.now();
    // the day's invitations, sent already (the trigger leaves an invitation with a token alone)
    await Promise.all(
      Array.from({ length: INVITATIONS_PER_DAY }, (_, index) =>
        invitations.add(
          invitationOf(`${h.unique(`full-${index}`)}@hiring.test`, owner, {
            createdAt: Timestamp.fromMillis(now - (index + 1) * 60_000),
            tokenHash: 'sent',
          }),
        ),
      ),
    );
    const email = `${h.unique('one-too-many')}@hiring.test`;
    const ref = await invitations.add(invitationOf(email, owner));
    const reason = await eventually(async () => {
      const value: unknown = (await ref.get()).get('refusedReason');
      return typeof value === 'string' ? value : undefined;
    }, 'the refusal');
    expect(reason).toBe('daily-limit');
    expect((await ref.get()).get('tokenHash')).toBeUndefined();
    expect((await h.db.collection('mail').where('to', '==', email).get()).size).toBe(0);
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

  describe('an invitation does not outlive its sender’s rights', () => {
    /** A company whose manager (canManageTeam and the flags they invite with) invites `name`. */
    async function managerInvites(name: string) {
      const owner = await h.account(`${name}-owner`, { role: 'employer' });
      const company = await makeCompany(h, name, owner);
      const manager = await h.account(`${name}-manager`, { role: 'employer' });
      const held = only('canManageTeam', 'canCreateJobs', 'canScreenCandidates');
      await addMember(h, company.companyId, manager, held, owner.uid);
      const email = emailOf(name);
      const ref = await h.db
        .collection(`companies/${company.companyId}/invitations`)
        .add(invitationOf(email, manager, { tokenHash: sha256(TOKEN) }));
      const input = { companyId: company.companyId, invitationId: ref.id, token: TOKEN };
      const person = await invitedPerson(name, { role: 'jobSeeker' });
      return { owner, manager, ref, input, person, ...company };
    }

    it('refuses it once the sender lacks a flag it carries, or canManageTeam', async () => {
      const { manager, input, person, companyId } = await managerInvites('sender-flags');
      const memberDoc = h.db.doc(`companies/${companyId}/members/${manager.uid}`);
      await memberDoc.update({ permissions: only('canManageTeam', 'canCreateJobs') });
      expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('not-found');
      await memberDoc.update({ permissions: only('canCreateJobs', 'canScreenCandidates') });
      expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('not-found');
      expect(await memberOf(companyId, person.uid)).toBeUndefined();
      // the sender holding them again, it is accepted: the refusal was about the sender alone
      await memberDoc.update({
        permissions: only('canManageTeam', 'canCreateJobs', 'canScreenCandidates'),
      });
      expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('ok');
    });

    it('withdraws the pending invitations of a member the owner removes', async () => {
      const { owner, manager, ref, input, person, companyId } =
        await managerInvites('sender-removed');
      const answer = await call(CALLABLES.removeMember, { companyId, uid: manager.uid }, owner);
      expect(answer.error).toBeUndefined();
      expect((await ref.get()).exists).toBe(false);
      expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('not-found');
    });

    it('withdraws the pending invitations of a member an administrator disables', async () => {
      const { manager, ref, input, person } = await managerInvites('sender-disabled');
      const admin = await h.account('sender-disabled-admin', { role: 'admin' });
      expect(
        await reasonOf(CALLABLES.setUserDisabled, { uid: manager.uid, disabled: true }, admin),
      ).toBe('ok');
      expect((await ref.get()).exists).toBe(false);
      expect(await reasonOf(CALLABLES.acceptInvitation, input, person)).toBe('not-found');
    });
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
    return makeTeam(h, name, {
      manager: only('canManageTeam'),
      recruiter: only('canScreenCandidates'),
    });
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

  it('a member with canManageTeam sets another member’s flags among those they hold', async () => {
    const t = await team('perm-manager');
    // every flag the change touches: the recruiter's canScreenCandidates and NEW_FLAGS
    await h.db.doc(`companies/${t.companyId}/members/${t.manager.uid}`).update({
      permissions: only(
        'canManageTeam',
        'canScreenCandidates',
        'canCreateJobs',
        'canEditJobs',
        'canViewReports',
      ),
    });
    const input = { companyId: t.companyId, uid: t.recruiter.uid, permissions: NEW_FLAGS };
    expect(await reasonOf(CALLABLES.updateMemberPermissions, input, t.manager)).toBe('ok');
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(NEW_FLAGS);
    const [audit] = await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid);
    expect(audit).toMatchObject({ userId: t.manager.uid });
  });

  it('a member with canManageTeam neither grants nor takes away a flag they lack', async () => {
    const t = await team('perm-escalate');
    await h.db
      .doc(`companies/${t.companyId}/members/${t.manager.uid}`)
      .update({ permissions: only('canManageTeam', 'canCreateJobs') });
    const set = (permissions: ReturnType<typeof only>, caller: Account = t.manager) =>
      reasonOf(
        CALLABLES.updateMemberPermissions,
        { companyId: t.companyId, uid: t.recruiter.uid, permissions },
        caller,
      );
    // granting a flag the manager lacks, or every flag
    expect(await set(only('canScreenCandidates', 'canDeleteJobs'))).toBe('forbidden');
    expect(await set(ALL_TEAM_PERMISSIONS)).toBe('forbidden');
    // taking away the recruiter's canScreenCandidates, which the manager lacks
    expect(await set(only())).toBe('forbidden');
    expect(await set(only('canCreateJobs'))).toBe('forbidden');
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(
      only('canScreenCandidates'),
    );
    expect(await auditsOf(h.db, 'UPDATE_PERMISSIONS', t.recruiter.uid)).toHaveLength(0);
    // a flag the manager holds, the others left as they are
    expect(await set(only('canScreenCandidates', 'canCreateJobs', 'canManageTeam'))).toBe('ok');
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(
      only('canScreenCandidates', 'canCreateJobs', 'canManageTeam'),
    );
    // the owner changes any flag
    expect(await set(only('canDeleteJobs'), t.owner)).toBe('ok');
    expect((await memberOf(t.companyId, t.recruiter.uid))?.permissions).toEqual(
      only('canDeleteJobs'),
    );
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
    const company = await makeTeam(h, name, {
      manager: ALL_TEAM_PERMISSIONS,
      recruiter: only('canScreenCandidates'),
    });
    const { owner } = company;
    const invitation = await h.db
      .collection(`companies/${company.companyId}/invitations`)
      .add(invitationOf(`${h.unique(`${name}-invited`)}@hiring.test`, owner, { tokenHash: 'x' }));
    // as the server keeps them (jobs/normalise-posting.ts): its trigger finds nothing to change
    const posting = (status: string) => ({
      title: `${status} role`,
      company: company.name,
      companyId: company.companyId,
      status,
      createdBy: owner.uid,
      keywords: searchTokens(`${status} role`, company.name, []),
      locationKey: '',
    });
    const open = await h.db.collection('jobs').add(posting('open'));
    const closed = await h.db.collection('jobs').add(posting('closed'));
    const candidate = await h.db
      .collection('candidates')
      .add({ companyId: company.companyId, name: `${name} candidate` });
    return { ...company, invitation, open, closed, candidate };
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

  it('deletes the team: members, invitations, talent pool, open postings closed, the company; audited', async () => {
    const t = await fullTeam('delete-ok');
    const closedBefore = (await t.closed.get()).data();
    // the company's own mails, promise and public figures
    const owned = [
      h.db.doc(`companies/${t.companyId}/mailTemplates/rejection_en`),
      h.db.doc(`companies/${t.companyId}/settings/responsePromise`),
      h.db.doc(`companyStats/${t.companyId}`),
    ];
    for (const ref of owned) await ref.set({ seeded: true });
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
    expect((await t.candidate.get()).exists).toBe(false);
    const pool = await h.db.collection('candidates').where('companyId', '==', t.companyId).get();
    expect(pool.size).toBe(0);
    for (const ref of owned) expect((await ref.get()).exists).toBe(false);

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
