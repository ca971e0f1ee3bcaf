// A Firestore and functions fake for the team tests: documents by path, the writes recorded.
import { vi } from 'vitest';
import {
  ALL_TEAM_PERMISSIONS,
  teamPermissionsFrom,
  type TeamPermissionFlag,
} from '@contracts/roles';
import {
  convertedDoc,
  convertedSnapshot,
  fakeQuery,
  fakeRef,
  type RawDoc,
} from '@/testing/firestore-fakes';

/** What `serverTimestamp()` returns in the fake. */
export const SERVER_TIME = { serverTimestamp: true };

export const timestamp = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});

export const flags = (...on: TeamPermissionFlag[]) =>
  teamPermissionsFrom(Object.fromEntries(on.map((flag) => [flag, true])));

/** The stored documents: collection path → documents (with their ids), document path → fields. */
export const store = {
  collections: new Map<string, Record<string, unknown>[]>(),
  docs: new Map<string, Record<string, unknown>>(),
};

export const writes = {
  addDoc: vi.fn((_ref: { path: string }, _data: unknown) =>
    Promise.resolve({ id: 'new-invitation' }),
  ),
  deleteDoc: vi.fn((_ref: { path: string }) => Promise.resolve()),
};

export const callFunction = vi.fn((_name: string, _input: unknown): Promise<unknown> =>
  Promise.resolve({}),
);

export const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };

/** A refusal as `callFunction` throws it. */
export const refusal = (reason: string) =>
  Object.assign(new Error(`refused: ${reason}`), { name: 'CallableFailure', reason });

const raw = (id: string, data: Record<string, unknown> | undefined): RawDoc => ({
  id,
  exists: () => data !== undefined,
  data: () => data,
});

type Ref = { path: string };

/** The parts of `firebase/firestore` the team feature uses. */
export const firestoreModule = {
  collection: (_db: unknown, path: string) => fakeRef({ path }),
  doc: (_db: unknown, path: string) => fakeRef({ path }),
  query: fakeQuery,
  where: (...args: unknown[]) => ({ where: args }),
  getDoc: (ref: Ref) => {
    const id = ref.path.split('/').at(-1) ?? '';
    return Promise.resolve(convertedDoc(ref as never, raw(id, store.docs.get(ref.path))));
  },
  getDocs: (ref: Ref) => {
    const docs = (store.collections.get(ref.path) ?? []).map((entry) =>
      raw(String(entry.id), entry),
    );
    return Promise.resolve(convertedSnapshot(ref as never, { docs }));
  },
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
