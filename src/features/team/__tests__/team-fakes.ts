// A Firestore and functions fake for the team tests: documents by path, the writes recorded.
import { vi } from 'vitest';
import {
  ALL_TEAM_PERMISSIONS,
  teamPermissionsFrom,
  type TeamPermissionFlag,
} from '@contracts/roles';
import { callableRefusal, fakeCallFunction, fakeToast } from '@/testing/callable-fakes';
import { fakeDocumentStore, fakeTimestamp } from '@/testing/firestore-fakes';

/** What `serverTimestamp()` returns in the fake. */
export const SERVER_TIME = { serverTimestamp: true };

export const timestamp = fakeTimestamp;

export const flags = (...on: TeamPermissionFlag[]) =>
  teamPermissionsFrom(Object.fromEntries(on.map((flag) => [flag, true])));

/** The stored documents: collection path → documents (with their ids), document path → fields. */
const { store, reads } = fakeDocumentStore();
export { store };

export const writes = {
  addDoc: vi.fn((_ref: { path: string }, _data: unknown) =>
    Promise.resolve({ id: 'new-invitation' }),
  ),
  deleteDoc: vi.fn((_ref: { path: string }) => Promise.resolve()),
};

export const callFunction = fakeCallFunction();

export const toast = fakeToast();

/** A refusal as `callFunction` throws it. */
export const refusal = callableRefusal;

/** The parts of `firebase/firestore` the team feature uses. */
export const firestoreModule = {
  ...reads,
  where: (...args: unknown[]) => ({ where: args }),
  addDoc: writes.addDoc,
  deleteDoc: writes.deleteDoc,
  serverTimestamp: () => SERVER_TIME,
  Timestamp: { fromMillis: (ms: number) => timestamp(new Date(ms).toISOString()) },
};

export const COMPANY_ID = 'northwind-talent';

/** Northwind: Omar owns it, Mia screens, Lee plans interviews; one pending invitation. */
function seedTeam() {
  store.collections.clear();
  store.docs.clear();
  store.docs.set(`companies/${COMPANY_ID}`, {
    name: 'Northwind Talent',
    ownerId: 'omar',
    createdAt: timestamp('2026-10-01T09:00:00.000Z'),
  });
  const member = (uid: string, displayName: string, email: string, permissions: object) => ({
    id: uid,
    uid,
    displayName,
    email,
    permissions,
    addedBy: 'omar',
    addedAt: timestamp('2026-10-02T09:00:00.000Z'),
  });
  store.collections.set(`companies/${COMPANY_ID}/members`, [
    member('mia', 'Mia Chen', 'member@jobs.test', flags('canScreenCandidates')),
    member('omar', 'Omar Haddad', 'employer@jobs.test', ALL_TEAM_PERMISSIONS),
    member('lee', 'Lee Park', 'lee@jobs.test', flags('canScheduleInterviews', 'canManageTeam')),
  ]);
  store.collections.set(`companies/${COMPANY_ID}/invitations`, [
    {
      id: 'inv-1',
      email: 'sam@jobs.test',
      permissions: flags('canScreenCandidates'),
      locale: 'en',
      invitedBy: 'omar',
      invitedByName: 'Omar Haddad',
      status: 'pending',
      createdAt: timestamp('2026-11-20T09:00:00.000Z'),
      expiresAt: timestamp('2026-11-27T09:00:00.000Z'),
    },
  ]);
}

export function resetFakes() {
  seedTeam();
  writes.addDoc.mockClear();
  writes.deleteDoc.mockClear();
  callFunction.mockReset().mockResolvedValue({});
  Object.values(toast).forEach((fn) => fn.mockReset());
}
