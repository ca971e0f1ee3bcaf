// The audit feature's api/ files against the emulators, signed in as the seeded people.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countExpiredAuditLogs } from '@/features/audit/api/count-expired-audit-logs';
import { getSecurityEvents } from '@/features/audit/api/get-security-events';
import { getUserActivity } from '@/features/audit/api/get-user-activity';
import { logAuditEvent } from '@/features/audit/api/log-audit-event';
import { cursorOf, queryAuditLogs } from '@/features/audit/api/query-audit-logs';
import { signInWithEmail } from '@/features/auth/api/sign-in-with-email';
import { fetchTeamPermissions } from '@/features/permissions/api/fetch-team-permissions';
import { ALL_TEAM_PERMISSIONS } from '@/features/permissions/lib/role-permissions';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { ACCOUNTS, COMPANY_ID, DEMO_PASSWORD } from '../../scripts/lib/accounts.ts';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';

const run = `it-${Date.now()}`;
const DAY = 86_400_000;

async function signInAs(account: { email: string }) {
  await signOut(getFirebaseAuth());
  return signInWithEmail({ email: account.email, password: DEMO_PASSWORD });
}

const adminActor = { uid: ACCOUNTS.admin.uid, email: ACCOUNTS.admin.email, role: 'admin' };
const seekerActor = {
  uid: ACCOUNTS.jobSeeker.uid,
  email: ACCOUNTS.jobSeeker.email,
  role: 'jobSeeker',
};

/** An entry as the server writes it (the callables record the critical actions, not clients). */
function serverEntry(
  actor: { uid: string; email: string; role: string },
  action: string,
  metadata: Record<string, unknown>,
) {
  return {
    action,
    userId: actor.uid,
    userEmail: actor.email,
    userRole: actor.role,
    success: true,
    errorMessage: null,
    targetResource: 'candidates',
    targetResourceId: run,
    metadata,
    timestamp: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + 90 * DAY),
  };
}

beforeAll(async () => {
  // five entries about one target, written as the server writes an admin's actions, then one
  // about the job seeker
  Object.assign(process.env, emulatorEnv());
  const app = initializeApp({ projectId: PROJECT_ID }, `audit-fixtures-${run}`);
  const entries = getFirestore(app).collection('auditLogs');
  for (let i = 0; i < 5; i += 1) {
    await entries.add(
      serverEntry(adminActor, i % 2 ? 'VIEW_SENSITIVE_DATA' : 'UPDATE_PERMISSIONS', { index: i }),
    );
  }
  await entries.add(serverEntry(seekerActor, 'SESSION_EXTENDED', {}));
  await deleteApp(app);
});

describe('writing as a client', () => {
  it('a person records their own session extension; not a critical action', async () => {
    await signInAs(ACCOUNTS.jobSeeker);
    expect(await logAuditEvent(seekerActor, { action: 'SESSION_EXTENDED' })).not.toBe('');
    await signInAs(ACCOUNTS.admin);
    // the export of the trail is the one entry an admin's client writes beyond its sessions
    expect(
      await logAuditEvent(adminActor, {
        action: 'VIEW_SENSITIVE_DATA',
        targetResource: 'auditLogs',
        metadata: { export: 'csv', rows: 0, filters: {} },
      }),
    ).not.toBe('');
  });
});

afterEach(async () => {
  await signOut(getFirebaseAuth());
});

describe('audit queries against the emulator', () => {
  it('a person reads their own entries, stamped with the server time', async () => {
    await signInAs(ACCOUNTS.jobSeeker);
    const own = await queryAuditLogs({ userId: seekerActor.uid, targetResourceId: run });
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      action: 'SESSION_EXTENDED',
      userRole: 'jobSeeker',
      success: true,
    });
    expect(Math.abs(Date.parse(own[0]!.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it('a person cannot read the whole log: the query fails and gives an empty list', async () => {
    await signInAs(ACCOUNTS.jobSeeker);
    await expect(queryAuditLogs({ targetResourceId: run })).resolves.toEqual([]);
  });

  it('filters by target, newest first, for an admin', async () => {
    await signInAs(ACCOUNTS.admin);
    const entries = await queryAuditLogs({ targetResourceId: run });
    expect(entries).toHaveLength(6);
    const times = entries.map((entry) => Date.parse(entry.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[0]?.action).toBe('SESSION_EXTENDED');
  });

  it('filters by person and by action', async () => {
    await signInAs(ACCOUNTS.admin);
    const byAdmin = await queryAuditLogs({ targetResourceId: run, userId: adminActor.uid });
    expect(byAdmin).toHaveLength(5);
    const views = await queryAuditLogs({ targetResourceId: run, action: 'VIEW_SENSITIVE_DATA' });
    expect(views).toHaveLength(2);
    expect(views.every((entry) => entry.action === 'VIEW_SENSITIVE_DATA')).toBe(true);
  });

  it('filters by time range', async () => {
    await signInAs(ACCOUNTS.admin);
    const future = await queryAuditLogs({
      targetResourceId: run,
      from: new Date(Date.now() + DAY),
    });
    expect(future).toEqual([]);
    const past = await queryAuditLogs({ targetResourceId: run, to: new Date(Date.now() - DAY) });
    expect(past).toEqual([]);
    const around = await queryAuditLogs({
      targetResourceId: run,
      from: new Date(Date.now() - DAY),
      to: new Date(Date.now() + DAY),
    });
    expect(around).toHaveLength(6);
  });

  it('pages with a limit and a cursor, without overlap or gaps', async () => {
    await signInAs(ACCOUNTS.admin);
    const all = await queryAuditLogs({ targetResourceId: run });
    const first = await queryAuditLogs({ targetResourceId: run, limit: 4 });
    const second = await queryAuditLogs({
      targetResourceId: run,
      limit: 4,
      after: cursorOf(first.at(-1)),
    });
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    expect([...first, ...second].map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
  });

  it('reviews security events: each action, at most 50, over the last 7 days', async () => {
    await signInAs(ACCOUNTS.admin);
    const events = await getSecurityEvents();
    expect(Object.keys(events).sort()).toEqual([
      'ADMIN_OVERRIDE',
      'DELETE_ACCOUNT',
      'LOGIN',
      'PASSWORD_RESET',
      'SECURITY_ALERT',
      'UPDATE_PERMISSIONS',
      'UPDATE_ROLE',
      'VIEW_SENSITIVE_DATA',
    ]);
    expect(events.UPDATE_PERMISSIONS?.some((entry) => entry.targetResourceId === run)).toBe(true);
    for (const list of Object.values(events)) expect(list.length).toBeLessThanOrEqual(50);
  });

  it('summarizes one person’s activity: counts by action, the 10 most recent', async () => {
    await signInAs(ACCOUNTS.admin);
    const summary = await getUserActivity(adminActor.uid);
    expect(summary.total).toBeGreaterThanOrEqual(5);
    expect(summary.recent.length).toBeLessThanOrEqual(10);
    expect(summary.byAction.UPDATE_PERMISSIONS).toBeGreaterThanOrEqual(3);
  });

  it('counts entries past the 90-day retention', async () => {
    Object.assign(process.env, emulatorEnv());
    const app = initializeApp({ projectId: PROJECT_ID }, `audit-old-${run}`);
    const old = Timestamp.fromMillis(Date.now() - 120 * DAY);
    await getFirestore(app)
      .collection('auditLogs')
      .add({
        action: 'LOGIN',
        userId: 'old',
        userRole: 'jobSeeker',
        success: true,
        timestamp: old,
        expireAt: Timestamp.fromMillis(old.toMillis() + 90 * DAY),
        targetResourceId: run,
      });
    await deleteApp(app);
    await signInAs(ACCOUNTS.admin);
    await expect(countExpiredAuditLogs()).resolves.toBeGreaterThanOrEqual(1);
  });
});

describe('team permissions against the emulator', () => {
  it('the owner has all ten flags', async () => {
    const user = await signInAs(ACCOUNTS.employer);
    await expect(fetchTeamPermissions(user.uid, COMPANY_ID)).resolves.toEqual(ALL_TEAM_PERMISSIONS);
  });

  it('the team member has the flags the owner set', async () => {
    const user = await signInAs(ACCOUNTS.member);
    const flags = await fetchTeamPermissions(user.uid, COMPANY_ID);
    expect(flags.canScreenCandidates).toBe(true);
    expect(flags.canManageTeam).toBe(false);
    expect(flags.canManageBilling).toBe(false);
  });
});

afterAll(async () => {
  await signOut(getFirebaseAuth());
});
