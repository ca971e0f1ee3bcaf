// The team feature's api/ files against the emulators and firestore.rules: the owner (Omar) reads
// the team and the company, invites someone (the server trigger then gives the invitation its
// token) and revokes the invitation; a member without canManageTeam (Mia) reads none of it; the
// callables refuse what they must. What the test adds is removed afterwards (the invitation by
// revoking and its mail; the audit entries stay, as the trail is append-only), and Mia's flags are
// as seeded again, so later suites find the team as it was.
import { isDeepStrictEqual } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TEAM_PERMISSIONS, type TeamPermissions } from '@contracts/roles';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { deleteTeam } from '@/features/team/api/delete-team';
import { getCompany } from '@/features/team/api/get-company';
import { getPendingInvitations } from '@/features/team/api/get-invitations';
import { getMembers } from '@/features/team/api/get-members';
import { inviteMember } from '@/features/team/api/invite-member';
import { removeMember } from '@/features/team/api/remove-member';
import { revokeInvitation } from '@/features/team/api/revoke-invitation';
import { updateMemberPermissions } from '@/features/team/api/update-member-permissions';
import { DEFAULT_INVITE_PERMISSIONS, INVITATION_TTL_MS } from '@/features/team/constants';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { CallableFailure } from '@/lib/firebase/functions';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

const run = Date.now().toString(36);
const admin = (() => {
  Object.assign(process.env, emulatorEnv());
  return initializeApp({ projectId: PROJECT_ID }, `team-it-${run}`);
})();
const db = () => getFirestore(admin);

const { employer: omar, member: mia } = ACCOUNTS;
/** Typed with capitals: the invitation stores it lower-cased. */
const TYPED_ADDRESS = `Invitee.${run}@Example.test`;
const ADDRESS = TYPED_ADDRESS.toLowerCase();
/** What firestore.rules' refusal looks like. */
const DENIED = { code: 'permission-denied' };
/** Mia's flags as seeded (read before the test changes one), put back at the end. */
let miaSeeded: TeamPermissions | null = null;
/** Invitations this test created and has not revoked yet (a failed run leaves them). */
const invitations: string[] = [];
/** Whether an invitation was created, so that the server queued a mail to remove. */
let mailQueued = false;

async function signInAs(account: { email: string }) {
  await signOut(getFirebaseAuth());
  return signInWithEmail({ email: account.email, password: DEMO_PASSWORD });
}

/**
 * How long a trigger may take: its first event starts the function's worker, which on a busy 2-core
 * machine takes far longer than the work itself: lint and the warm-up (which starts the workers of
 * every callable, two at a time) run beside this suite, and a CI run has seen it pass 45 s.
 */
const TRIGGER_WAIT_MS = 120_000;

/** Asks `read` every 250 ms until it gives a value, for at most `timeoutMs`. */
async function poll<T>(
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const miaFlagsPastRules = async () =>
  (await db().doc(`companies/${COMPANY_ID}/members/${mia.uid}`).get()).get('permissions') as
    TeamPermissions | undefined;

beforeAll(async () => {
  miaSeeded = (await miaFlagsPastRules()) ?? null;
});

afterEach(async () => {
  await signOut(getFirebaseAuth());
});

afterAll(async () => {
  const firestore = db();
  // an invitation left by a failed run, then the invitation mail once the trigger is done with it
  await Promise.all(
    invitations.map((id) => firestore.doc(`companies/${COMPANY_ID}/invitations/${id}`).delete()),
  );
  if (mailQueued) {
    const settled = await poll(async () => {
      const mails = await firestore.collection('mail').where('to', '==', ADDRESS).get();
      const busy = mails.docs.some((mail) =>
        ['pending', 'sending'].includes(String(mail.get('status'))),
      );
      return mails.empty || busy ? undefined : mails.docs;
    }, TRIGGER_WAIT_MS);
    const mails =
      settled ?? (await firestore.collection('mail').where('to', '==', ADDRESS).get()).docs;
    await Promise.all(mails.map((mail) => mail.ref.delete()));
  }
  // Mia's flags as seeded
  if (miaSeeded && !isDeepStrictEqual(await miaFlagsPastRules(), miaSeeded)) {
    await firestore
      .doc(`companies/${COMPANY_ID}/members/${mia.uid}`)
      .update({ permissions: miaSeeded });
  }
  // the audit entries of this test stay: the trail is append-only and hash-chained, and a
  // deleted entry is exactly what "verify integrity" reports
  await deleteApp(admin);
}, 2 * TRIGGER_WAIT_MS);

describe('the team, as its owner sees it', () => {
  it('lists both members and the company, whose ownerId marks the owner', async () => {
    await signInAs(omar);
    const company = await getCompany(COMPANY_ID);
    expect(company).toEqual({ id: COMPANY_ID, name: 'Northwind Talent', ownerId: omar.uid });

    const members = await getMembers(COMPANY_ID);
    expect(members.map((member) => member.uid).sort()).toEqual([omar.uid, mia.uid].sort());
    const owner = members.filter((member) => member.uid === company?.ownerId);
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatchObject({
      email: omar.email,
      displayName: omar.displayName,
      permissions: ALL_TEAM_PERMISSIONS,
    });
    const member = members.find((entry) => entry.uid === mia.uid);
    expect(member).toMatchObject({ email: mia.email, displayName: mia.displayName });
    expect(member?.permissions.canManageTeam).toBe(false);
    expect(member?.permissions.canScreenCandidates).toBe(true);
    expect(members.every((entry) => !Number.isNaN(Date.parse(entry.addedAt)))).toBe(true);
  });

  it(
    'invites by e-mail: pending at once, given its token by the server, gone when revoked',
    async () => {
      await signInAs(omar);
      const id = await inviteMember(
        COMPANY_ID,
        { uid: omar.uid, displayName: omar.displayName, locale: 'en' },
        { email: TYPED_ADDRESS, permissions: DEFAULT_INVITE_PERMISSIONS },
      );
      invitations.push(id);
      mailQueued = true;

      const pending = await getPendingInvitations(COMPANY_ID);
      const invitation = pending.find((entry) => entry.id === id);
      expect(invitation).toMatchObject({
        email: ADDRESS,
        status: 'pending',
        invitedByName: omar.displayName,
        permissions: DEFAULT_INVITE_PERMISSIONS,
      });
      expect(Math.abs(Date.parse(invitation!.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(
        Math.abs(Date.parse(invitation!.expiresAt) - (Date.now() + INVITATION_TTL_MS)),
      ).toBeLessThan(60_000);

      // the trigger stores the SHA-256 of the mailed token (the client's converter does not read it)
      const tokenHash = await poll(async () => {
        const stored = await db().doc(`companies/${COMPANY_ID}/invitations/${id}`).get();
        const hash: unknown = stored.get('tokenHash');
        return typeof hash === 'string' && hash ? hash : undefined;
      }, TRIGGER_WAIT_MS);
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);

      await revokeInvitation(COMPANY_ID, id);
      expect((await getPendingInvitations(COMPANY_ID)).map((entry) => entry.id)).not.toContain(id);
      expect((await db().doc(`companies/${COMPANY_ID}/invitations/${id}`).get()).exists).toBe(
        false,
      );
      // revoked: nothing to remove but its mail (afterAll)
      invitations.splice(invitations.indexOf(id), 1);
    },
    2 * TRIGGER_WAIT_MS,
  );
});

describe('the team, as a member without canManageTeam sees it', () => {
  it('reads the company and the members (to pick interviewers), not the invitations, and cannot invite', async () => {
    await signInAs(mia);
    expect(await getCompany(COMPANY_ID)).toMatchObject({ id: COMPANY_ID, ownerId: omar.uid });
    // Mia schedules interviews, so she reads the team she picks interviewers from
    expect(miaSeeded?.canScheduleInterviews).toBe(true);
    expect((await getMembers(COMPANY_ID)).map((entry) => entry.uid)).toContain(omar.uid);
    await expect(getPendingInvitations(COMPANY_ID)).rejects.toMatchObject(DENIED);
    await expect(
      inviteMember(
        COMPANY_ID,
        { uid: mia.uid, displayName: mia.displayName, locale: 'en' },
        { email: `mia-invites-${run}@example.test`, permissions: DEFAULT_INVITE_PERMISSIONS },
      ),
    ).rejects.toMatchObject(DENIED);
  });

  it('cannot change flags through the callable either (forbidden)', async () => {
    await signInAs(mia);
    await expect(
      updateMemberPermissions(COMPANY_ID, mia.uid, ALL_TEAM_PERMISSIONS),
    ).rejects.toMatchObject({ reason: 'forbidden' });
  }, 30_000);
});

describe('the team callables, through the app’s api', () => {
  it('the owner changes one of Mia’s flags and changes it back', async () => {
    await signInAs(omar);
    const before = (await getMembers(COMPANY_ID)).find((entry) => entry.uid === mia.uid)!;
    expect(before.permissions).toEqual(miaSeeded);
    const changed = { ...before.permissions, canViewReports: !before.permissions.canViewReports };

    await updateMemberPermissions(COMPANY_ID, mia.uid, changed);
    const after = (await getMembers(COMPANY_ID)).find((entry) => entry.uid === mia.uid)!;
    expect(after.permissions).toEqual(changed);

    await updateMemberPermissions(COMPANY_ID, mia.uid, before.permissions);
    const restored = (await getMembers(COMPANY_ID)).find((entry) => entry.uid === mia.uid)!;
    expect(restored.permissions).toEqual(before.permissions);
  }, 30_000);

  it('refuses to remove the owner (owner-protected)', async () => {
    await signInAs(omar);
    const refused = removeMember(COMPANY_ID, omar.uid);
    await expect(refused).rejects.toBeInstanceOf(CallableFailure);
    await expect(refused).rejects.toMatchObject({ reason: 'owner-protected' });
    expect((await getMembers(COMPANY_ID)).map((entry) => entry.uid)).toContain(omar.uid);
  }, 30_000);

  it('refuses to delete the team under a wrong name (confirmation-mismatch)', async () => {
    await signInAs(omar);
    await expect(deleteTeam(COMPANY_ID, 'Northwind Talent Ltd')).rejects.toMatchObject({
      reason: 'confirmation-mismatch',
    });
    expect(await getCompany(COMPANY_ID)).toMatchObject({ name: 'Northwind Talent' });
    expect(await getMembers(COMPANY_ID)).toHaveLength(2);
  }, 30_000);
});
