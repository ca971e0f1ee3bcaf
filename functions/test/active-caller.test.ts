// Every callable first asks whether its caller may act at all (lib/callable.ts answer): an account
// an administrator disabled is refused by each of them with the ID token it still holds, owner,
// member and administrator alike; a session begun before the account was disabled stays refused
// once it is enabled again, and a new sign-in is let through; the shared demo account is refused
// by every callable that writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { ALL_TEAM_PERMISSIONS, CALLABLES } from '../src/contracts.ts';
import {
  addMember,
  call,
  useHarness,
  makeCompany,
  only,
  reasonOf,
  signIn,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('active');
let actingAdmin: Account;
let owner: Account;
let member: Account;
let admin: Account;
let companyId: string;

/** The callables that only read: the demo account may call them. */
const READ_ONLY: string[] = [
  CALLABLES.hiringReport,
  CALLABLES.verifyAuditChain,
  CALLABLES.analyticsOverview,
];

const reportInput = () => ({
  companyId,
  from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  to: new Date().toISOString(),
});

/**
 * Waits for the clock's next whole second. ID tokens name the second a session began
 * (`auth_time`), and a session is refused when it began in an earlier second than the revocation
 * (as Firebase's own check does), so each step of a test below falls in a second of its own.
 */
async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const setDisabled = (person: Account, disabled: boolean) =>
  call(CALLABLES.setUserDisabled, { uid: person.uid, disabled }, actingAdmin);

beforeAll(async () => {
  actingAdmin = await h.account('acting-admin', { role: 'admin' });
  admin = await h.account('admin', { role: 'admin' });
  owner = await h.account('owner', { role: 'employer' });
  member = await h.account('member', { role: 'employer' });
  ({ companyId } = await makeCompany(h, 'active', owner));
  await addMember(h, companyId, member, ALL_TEAM_PERMISSIONS, owner.uid);
});

describe('a disabled account', () => {
  it('holds its powers while enabled: the same calls succeed', async () => {
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), owner)).toBe('ok');
    expect(
      await reasonOf(
        CALLABLES.updateMemberPermissions,
        { companyId, uid: member.uid, permissions: ALL_TEAM_PERMISSIONS },
        owner,
      ),
    ).toBe('ok');
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), member)).toBe('ok');
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), admin)).toBe('ok');
  });

  it('is refused by every callable, owner, member and administrator alike', async () => {
    await nextSecond();
    for (const person of [owner, member, admin]) {
      expect((await setDisabled(person, true)).error).toBeUndefined();
    }
    for (const name of Object.values(CALLABLES)) {
      for (const person of [owner, member, admin]) {
        const answer = await call(name, {}, person);
        expect(answer.error?.details?.reason, `${name} as ${person.uid}`).toBe('forbidden');
        expect(answer.error?.message).toBe('This account is disabled');
      }
    }
    // with well-formed input too: the owner cannot grant, the admin cannot delete the team
    expect(
      await reasonOf(
        CALLABLES.updateMemberPermissions,
        { companyId, uid: member.uid, permissions: only('canViewReports') },
        owner,
      ),
    ).toBe('forbidden');
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), member)).toBe('forbidden');
    const companyName = String((await h.db.doc(`companies/${companyId}`).get()).get('name'));
    expect(
      await reasonOf(CALLABLES.deleteTeam, { companyId, confirmName: companyName }, admin),
    ).toBe('forbidden');
    const stored = await h.db.doc(`companies/${companyId}/members/${member.uid}`).get();
    expect(stored.get('permissions')).toEqual(ALL_TEAM_PERMISSIONS);
    expect((await h.db.doc(`companies/${companyId}`).get()).exists).toBe(true);
  });

  it('enabled again, refuses the session begun before, and lets a new sign-in act', async () => {
    const profile = await h.db.doc(`users/${owner.uid}`).get();
    expect(profile.get('sessionsRevokedAt')).toBeDefined();
    expect((await setDisabled(owner, false)).error).toBeUndefined();
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), owner)).toBe('not-signed-in');
    await nextSecond();
    const renewed = { ...owner, idToken: await signIn(owner.email) };
    expect(await reasonOf(CALLABLES.hiringReport, reportInput(), renewed)).toBe('ok');
  });
});

describe('the shared demo account', () => {
  it('is refused by every callable that writes, and reaches the checks of those that read', async () => {
    const demo = { ...ACCOUNTS.demo, idToken: await signIn(ACCOUNTS.demo.email, DEMO_PASSWORD) };
    const writing = Object.values(CALLABLES).filter((name) => !READ_ONLY.includes(name));
    for (const name of writing) {
      const answer = await call(name, {}, demo);
      expect(answer.error?.details?.reason, name).toBe('forbidden');
      expect(answer.error?.message, name).toBe('The demo account only reads');
    }
    for (const name of READ_ONLY) {
      const answer = await call(name, {}, demo);
      expect(answer.error?.message, name).not.toBe('The demo account only reads');
    }
  });
});
