// firestore.rules for a company, its members and its invitations: who reads them, and that every
// change of a team goes through the server but inviting and revoking.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_MAX_LENGTH, INVITATION_TTL_DAYS } from '../../contracts/company';
import { DAY_MS, EMAIL_MAX_LENGTH } from '../../contracts/fields';
import { DISPLAY_NAME_MAX_LENGTH } from '../../contracts/user';
import { COMPANY, OTHER_COMPANY, PERSONAS, useRulesEnv } from '../support/rules-env';
import {
  ALL_TEAM_PERMISSIONS,
  allBut,
  clearDisplayName,
  dbOf,
  displayNameOf,
  EVERYONE,
  INVITATION,
  newInvitation,
  noFlags,
  omit,
  onlyFlag,
  RIVAL,
  seedHiring,
  setMemberFlags,
  TEAM_PERMISSION_FLAGS,
  type Who,
} from './hiring-fixtures';

const rulesEnv = useRulesEnv(seedHiring);

const owner = PERSONAS.employer.uid;
const member = PERSONAS.teamMember.uid;
const MINUTE_MS = 60_000;

const companyRef = (who: Who, companyId = COMPANY) =>
  doc(dbOf(rulesEnv(), who), 'companies', companyId);
const memberRef = (who: Who, uid: string) =>
  doc(dbOf(rulesEnv(), who), 'companies', COMPANY, 'members', uid);
const members = (who: Who, companyId = COMPANY) =>
  collection(dbOf(rulesEnv(), who), 'companies', companyId, 'members');
const invitations = (who: Who, companyId = COMPANY) =>
  collection(dbOf(rulesEnv(), who), 'companies', companyId, 'invitations');
const invitationRef = (who: Who, id = INVITATION) => doc(invitations(who), id);
const uidOf = (who: 'employer' | 'teamMember' | 'admin') => PERSONAS[who].uid;

describe('companies/{companyId}', () => {
  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['teamMember', true],
    ['rival', false],
    ['admin', true],
  ])('get as %s: allowed %s', async (who, allowed) => {
    const request = () => getDoc(companyRef(who));
    await (allowed ? assertSucceeds(request()) : assertFails(request()));
  });

  it('a member with no flag at all still reads their company', async () => {
    await setMemberFlags(rulesEnv(), noFlags());
    await assertSucceeds(getDoc(companyRef('teamMember')));
  });

  it('only admin lists the companies', async () => {
    await assertSucceeds(getDocs(collection(dbOf(rulesEnv(), 'admin'), 'companies')));
    for (const who of ['anonymous', 'jobSeeker', 'employer', 'teamMember', 'rival'] as const) {
      await assertFails(getDocs(collection(dbOf(rulesEnv(), who), 'companies')));
    }
  });

  it('nobody creates a company from the client, not even for themselves (callable createCompany)', async () => {
    for (const who of EVERYONE) {
      const uid = who === 'anonymous' ? 'nobody' : who === 'rival' ? RIVAL.uid : PERSONAS[who].uid;
      await assertFails(
        setDoc(doc(dbOf(rulesEnv(), who), 'companies', `new-co-${who}`), {
          name: 'New',
          ownerId: uid,
          createdAt: Timestamp.now(),
        }),
      );
    }
  });

  it('nobody deletes a company from the client (callable deleteTeam)', async () => {
    for (const who of EVERYONE) await assertFails(deleteDoc(companyRef(who)));
  });

  it('the owner and admin rename the company', async () => {
    await assertSucceeds(updateDoc(companyRef('employer'), { name: 'Renamed' }));
    await assertSucceeds(updateDoc(companyRef('admin'), { name: 'Renamed by admin' }));
  });

  it('a member, even with every flag, the rival and a job seeker cannot rename it', async () => {
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    for (const who of ['anonymous', 'jobSeeker', 'teamMember', 'rival'] as const) {
      await assertFails(updateDoc(companyRef(who), { name: 'Taken' }));
    }
  });

  it('the name is 1 to 120 characters of text, and nothing else changes', async () => {
    const ref = companyRef('employer');
    await assertSucceeds(updateDoc(ref, { name: 'x'.repeat(COMPANY_NAME_MAX_LENGTH) }));
    await assertFails(updateDoc(ref, { name: 'x'.repeat(COMPANY_NAME_MAX_LENGTH + 1) }));
    await assertFails(updateDoc(ref, { name: '' }));
    await assertFails(updateDoc(ref, { name: 42 }));
    await assertFails(updateDoc(ref, { ownerId: member }));
    await assertFails(updateDoc(ref, { createdAt: Timestamp.now() }));
    await assertFails(updateDoc(ref, { name: 'Renamed', plan: 'gold' }));
    await assertFails(updateDoc(companyRef('admin'), { ownerId: PERSONAS.admin.uid }));
  });

  it('the rival cannot touch this company, nor this owner the rival’s', async () => {
    await assertFails(getDoc(companyRef('rival')));
    await assertFails(getDoc(companyRef('employer', OTHER_COMPANY)));
    await assertFails(updateDoc(companyRef('employer', OTHER_COMPANY), { name: 'Mine' }));
    await assertSucceeds(updateDoc(companyRef('rival', OTHER_COMPANY), { name: 'Still mine' }));
  });
});

describe('companies/{companyId}/members', () => {
  it('each person reads their own membership, whatever their flags', async () => {
    await setMemberFlags(rulesEnv(), noFlags());
    await assertSucceeds(getDoc(memberRef('teamMember', member)));
    await assertSucceeds(getDoc(memberRef('employer', owner)));
  });

  it('a member with canManageTeam (or canScheduleInterviews, to pick interviewers) reads and lists the team; without both, only themselves', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canManageTeam'));
    await assertSucceeds(getDoc(memberRef('teamMember', owner)));
    await assertSucceeds(getDocs(members('teamMember')));

    await setMemberFlags(rulesEnv(), { ...allBut('canManageTeam'), canScheduleInterviews: false });
    await assertFails(getDoc(memberRef('teamMember', owner)));
    await assertFails(getDocs(members('teamMember')));
  });

  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['jobSeeker', false],
    ['employer', true],
    ['rival', false],
    ['admin', true],
  ])('get and list another member as %s: allowed %s', async (who, allowed) => {
    const expectation = (request: Promise<unknown>) =>
      allowed ? assertSucceeds(request) : assertFails(request);
    await expectation(getDoc(memberRef(who, member)));
    await expectation(getDocs(members(who)));
  });

  it('the rival’s team is not this owner’s to list', async () => {
    await assertFails(getDocs(members('employer', OTHER_COMPANY)));
  });

  it('a member cannot set their own flags, nor leave or join by a write', async () => {
    await setMemberFlags(rulesEnv(), onlyFlag('canManageTeam'));
    await assertFails(
      updateDoc(memberRef('teamMember', member), { permissions: ALL_TEAM_PERMISSIONS }),
    );
    await assertFails(
      updateDoc(memberRef('teamMember', member), { 'permissions.canDeleteJobs': true }),
    );
    await assertFails(deleteDoc(memberRef('teamMember', member)));
    await assertFails(
      setDoc(doc(members('rival')), { uid: RIVAL.uid, permissions: ALL_TEAM_PERMISSIONS }),
    );
  });

  it('nobody writes a membership from the client: owner, team managers and admin use the callables', async () => {
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    for (const who of ['employer', 'teamMember', 'admin'] as const) {
      const newcomer = `new-hire-${who}`;
      await assertFails(
        setDoc(memberRef(who, newcomer), {
          uid: newcomer,
          email: `${newcomer}@rules.test`,
          displayName: 'New',
          permissions: onlyFlag('canViewReports'),
          addedBy: uidOf(who),
          addedAt: Timestamp.now(),
        }),
      );
      await assertFails(updateDoc(memberRef(who, owner), { permissions: noFlags() }));
    }
    await assertFails(
      updateDoc(memberRef('employer', member), { permissions: ALL_TEAM_PERMISSIONS }),
    );
    await assertFails(deleteDoc(memberRef('employer', member)));
    await assertFails(deleteDoc(memberRef('admin', member)));
  });
});

describe('companies/{companyId}/invitations', () => {
  it('a member with canManageTeam reads, lists, invites and revokes', async () => {
    // the invitation hands on canScreenCandidates, which the member holds too
    await setMemberFlags(rulesEnv(), { ...onlyFlag('canManageTeam'), canScreenCandidates: true });
    await assertSucceeds(getDoc(invitationRef('teamMember')));
    await assertSucceeds(getDocs(invitations('teamMember')));
    await assertSucceeds(addDoc(invitations('teamMember'), newInvitation(member)));
    await assertSucceeds(deleteDoc(invitationRef('teamMember')));
  });

  it('a member without canManageTeam does none of it', async () => {
    await setMemberFlags(rulesEnv(), allBut('canManageTeam'));
    await assertFails(getDoc(invitationRef('teamMember')));
    await assertFails(getDocs(invitations('teamMember')));
    await assertFails(addDoc(invitations('teamMember'), newInvitation(member)));
    await assertFails(deleteDoc(invitationRef('teamMember')));
  });

  it.each(['employer', 'admin'] as const)('%s reads, lists, invites and revokes', async (who) => {
    await assertSucceeds(getDoc(invitationRef(who)));
    await assertSucceeds(getDocs(invitations(who)));
    await assertSucceeds(addDoc(invitations(who), newInvitation(uidOf(who))));
    await assertSucceeds(deleteDoc(invitationRef(who)));
  });

  it.each(['anonymous', 'jobSeeker', 'rival'] as const)(
    '%s neither reads, lists, invites nor revokes',
    async (who) => {
      const uid = who === 'rival' ? RIVAL.uid : who === 'jobSeeker' ? PERSONAS.jobSeeker.uid : 'x';
      await assertFails(getDoc(invitationRef(who)));
      await assertFails(getDocs(invitations(who)));
      await assertFails(addDoc(invitations(who), newInvitation(uid)));
      await assertFails(deleteDoc(invitationRef(who)));
    },
  );

  it('the rival invites to their own company only', async () => {
    await assertSucceeds(addDoc(invitations('rival', OTHER_COMPANY), newInvitation(RIVAL.uid)));
    await assertFails(addDoc(invitations('employer', OTHER_COMPANY), newInvitation(owner)));
  });

  it('nobody changes an invitation: the server adds its token and accepts it', async () => {
    for (const who of EVERYONE) {
      await assertFails(updateDoc(invitationRef(who), { status: 'accepted' }));
      await assertFails(updateDoc(invitationRef(who), { tokenHash: 'abc' }));
    }
  });

  describe('a new invitation', () => {
    const invite = (overrides: Record<string, unknown>) =>
      addDoc(invitations('employer'), newInvitation(owner, overrides));
    const expiringIn = (ms: number) => Timestamp.fromMillis(Date.now() + ms);
    const week = INVITATION_TTL_DAYS * DAY_MS;

    it('expires in about a week: a client clock off by minutes or hours still invites', async () => {
      // the server sets expiresAt to createdAt + 7 days; the client's own is only checked loosely
      expect(INVITATION_TTL_DAYS).toBe(7);
      await assertSucceeds(invite({ expiresAt: expiringIn(week) }));
      await assertSucceeds(invite({ expiresAt: expiringIn(week + 2 * MINUTE_MS) }));
      await assertSucceeds(invite({ expiresAt: expiringIn(week - 2 * MINUTE_MS) }));
      await assertSucceeds(invite({ expiresAt: expiringIn(week + DAY_MS / 2) }));
      await assertSucceeds(invite({ expiresAt: expiringIn(week - DAY_MS / 2) }));
      await assertFails(invite({ expiresAt: expiringIn(6 * DAY_MS - MINUTE_MS) }));
      await assertFails(invite({ expiresAt: expiringIn(8 * DAY_MS + MINUTE_MS) }));
      await assertFails(invite({ expiresAt: expiringIn(DAY_MS) }));
      await assertFails(invite({ expiresAt: expiringIn(30 * DAY_MS) }));
      await assertFails(invite({ expiresAt: 'next week' }));
    });

    it('is pending, by the person asking, stamped now', async () => {
      await assertFails(invite({ status: 'accepted' }));
      await assertFails(invite({ invitedBy: member }));
      await assertFails(invite({ createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) }));
      await assertFails(invite({ invitedByName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }));
    });

    it('is signed with the inviter’s own profile name, not a made-up one', async () => {
      expect(displayNameOf(owner)).toBe('Omar');
      await assertSucceeds(invite({ invitedByName: 'Omar' }));
      await assertFails(invite({ invitedByName: 'The CEO' }));
      await assertFails(invite({ invitedByName: 'Mia' }));
      await assertFails(invite({ invitedByName: '' }));
      await assertSucceeds(addDoc(invitations('admin'), newInvitation(uidOf('admin'))));
      await assertFails(
        addDoc(invitations('admin'), newInvitation(uidOf('admin'), { invitedByName: 'Omar' })),
      );
    });

    it('of someone whose profile has no name carries an empty name', async () => {
      await clearDisplayName(rulesEnv(), owner);
      await assertSucceeds(invite({ invitedByName: '' }));
      await assertFails(invite({ invitedByName: 'Omar' }));
    });

    it('has a lower-case address with an @, of at most 320 characters', async () => {
      expect(EMAIL_MAX_LENGTH).toBe(320);
      const long = `${'a'.repeat(EMAIL_MAX_LENGTH - '@rules.test'.length)}@rules.test`;
      await assertSucceeds(invite({ email: long }));
      await assertFails(invite({ email: `a${long}` }));
      await assertFails(invite({ email: 'New.Hire@rules.test' }));
      await assertFails(invite({ email: 'no-at-sign' }));
      await assertFails(invite({ email: 42 }));
    });

    it('carries exactly the ten flags, each true or false, and one of the six languages', async () => {
      const nine = omit(ALL_TEAM_PERMISSIONS, 'canManageIntegrations');
      await assertSucceeds(invite({ permissions: ALL_TEAM_PERMISSIONS }));
      await assertFails(invite({ permissions: nine }));
      await assertFails(invite({ permissions: { ...ALL_TEAM_PERMISSIONS, canDoAnything: true } }));
      await assertFails(invite({ permissions: { ...ALL_TEAM_PERMISSIONS, canManageTeam: 'yes' } }));
      await assertFails(invite({ locale: 'pt' }));
      await assertSucceeds(invite({ locale: 'ar' }));
    });

    it('has exactly the fields the client writes: no token, no acceptance, no refusal', async () => {
      await assertFails(invite({ tokenHash: 'forged' }));
      await assertFails(invite({ acceptedBy: member }));
      await assertFails(invite({ acceptedAt: Timestamp.now() }));
      await assertFails(invite({ refusedReason: 'daily-limit' }));
      const missing = omit(newInvitation(owner), 'invitedByName');
      await assertFails(addDoc(invitations('employer'), missing));
    });
  });
});

describe('companies/{companyId}/invitations: the flags an invitation hands on', () => {
  const memberInvites = (permissions: Record<string, boolean>) =>
    addDoc(invitations('teamMember'), newInvitation(member, { permissions }));
  const held = { ...onlyFlag('canManageTeam'), canScreenCandidates: true };
  const notHeld = TEAM_PERMISSION_FLAGS.filter((flag) => !held[flag]);

  it('a member hands on only flags they hold themselves', async () => {
    await setMemberFlags(rulesEnv(), held);
    await assertSucceeds(memberInvites(noFlags()));
    await assertSucceeds(memberInvites(onlyFlag('canScreenCandidates')));
    await assertSucceeds(memberInvites(held));
    expect(notHeld).toHaveLength(8);
    for (const flag of notHeld) {
      await assertFails(memberInvites(onlyFlag(flag)));
      await assertFails(memberInvites({ ...held, [flag]: true }));
    }
    await assertFails(memberInvites(ALL_TEAM_PERMISSIONS));
  });

  it('a member who holds every flag hands on every flag', async () => {
    await setMemberFlags(rulesEnv(), ALL_TEAM_PERMISSIONS);
    await assertSucceeds(memberInvites(ALL_TEAM_PERMISSIONS));
  });

  it('the owner and admin hand on any flag, whatever their own membership says', async () => {
    // the owner's membership without flags, admin without one: both still grant every flag
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'companies', COMPANY, 'members', owner), {
        permissions: noFlags(),
      });
    });
    await assertSucceeds(
      addDoc(invitations('employer'), newInvitation(owner, { permissions: ALL_TEAM_PERMISSIONS })),
    );
    await assertSucceeds(
      addDoc(
        invitations('admin'),
        newInvitation(uidOf('admin'), { permissions: ALL_TEAM_PERMISSIONS }),
      ),
    );
  });
});
