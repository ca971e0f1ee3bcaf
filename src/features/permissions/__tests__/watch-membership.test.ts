import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamPermissionsFrom } from '@contracts/roles';
import { watchMembership } from '../api/watch-membership';
import { permissionCache, usePermissionsStore } from '../stores/permissions-store';

type Snapshot = { exists: () => boolean; data: () => unknown };
const mocks = vi.hoisted(() => ({
  listeners: [] as { path: string; next: (s: Snapshot) => void; error: (e: unknown) => void }[],
  unsubscribe: vi.fn(),
  fetchTeamPermissions: vi.fn(),
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string) => ({ path }),
  onSnapshot: (ref: { path: string }, next: (s: Snapshot) => void, error: (e: unknown) => void) => {
    mocks.listeners.push({ path: ref.path, next, error });
    return mocks.unsubscribe;
  },
}));
vi.mock('../api/fetch-team-permissions', () => ({
  fetchTeamPermissions: (...args: unknown[]) => mocks.fetchTeamPermissions(...args) as unknown,
}));

const member = (permissions: object | null): Snapshot => ({
  exists: () => permissions !== null,
  data: () => (permissions ? { uid: 'mia', email: 'mia@jobs.test', permissions } : undefined),
});
// the listener starts once the Firestore SDK has loaded (src/lib/firebase/firestore-sdk.ts)
const listening = () => vi.waitFor(() => expect(mocks.listeners).toHaveLength(1));
const emit = (snapshot: Snapshot) => mocks.listeners.at(-1)!.next(snapshot);
const screening = teamPermissionsFrom({ canScreenCandidates: true });
const screeningAndJobs = teamPermissionsFrom({ canScreenCandidates: true, canCreateJobs: true });

describe('watching one’s own membership', () => {
  beforeEach(() => {
    mocks.listeners.length = 0;
    mocks.unsubscribe.mockReset();
    mocks.fetchTeamPermissions.mockReset();
    permissionCache.clear();
  });

  it('listens to companies/{companyId}/members/{uid} and stops when asked', async () => {
    const stop = watchMembership('northwind', 'mia', {
      onPermissionsChange: vi.fn(),
      onRemoved: vi.fn(),
    });
    await listening();
    expect(mocks.listeners[0]!.path).toBe('companies/northwind/members/mia');
    stop();
    expect(mocks.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never listens when stopped before the SDK has loaded', async () => {
    const changes = { onPermissionsChange: vi.fn(), onRemoved: vi.fn() };
    const stop = watchMembership('northwind', 'mia', changes);
    stop();
    // a second watch, started after, listens once the SDK is there: by then the first one
    // (waiting on the same load, and first in line) has had its turn
    watchMembership('northwind', 'leo', changes);
    await listening();
    expect(mocks.listeners.map((listener) => listener.path)).toEqual([
      'companies/northwind/members/leo',
    ]);
  });

  it('reports a change of the flags and the removal, not the first reading or other fields', async () => {
    const changes = { onPermissionsChange: vi.fn(), onRemoved: vi.fn() };
    watchMembership('northwind', 'mia', changes);
    await listening();
    emit(member(screening));
    emit(member({ ...screening }));
    expect(changes.onPermissionsChange).not.toHaveBeenCalled();
    emit(member(screeningAndJobs));
    expect(changes.onPermissionsChange).toHaveBeenCalledWith(screeningAndJobs);
    emit(member(null));
    expect(changes.onRemoved).toHaveBeenCalledTimes(1);
    expect(changes.onPermissionsChange).toHaveBeenCalledTimes(1);
  });

  it('treats a refused read after having been a member as a removal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changes = { onPermissionsChange: vi.fn(), onRemoved: vi.fn() };
    watchMembership('northwind', 'mia', changes);
    await listening();
    emit(member(screening));
    mocks.listeners[0]!.error({ code: 'permission-denied' });
    expect(changes.onRemoved).toHaveBeenCalledTimes(1);
  });

  it('a flags change refreshes the cached permissions of the member', async () => {
    mocks.fetchTeamPermissions.mockResolvedValue(screening);
    await usePermissionsStore
      .getState()
      .load({ uid: 'mia', role: 'employer', companyId: 'northwind' });
    expect(usePermissionsStore.getState().hasTeamPermission('canCreateJobs')).toBe(false);
    const refreshed = new Promise<void>((resolve) => {
      watchMembership('northwind', 'mia', {
        onPermissionsChange: () => void usePermissionsStore.getState().refresh().then(resolve),
        onRemoved: vi.fn(),
      });
    });
    await listening();
    emit(member(screening));
    mocks.fetchTeamPermissions.mockResolvedValue(screeningAndJobs);
    emit(member(screeningAndJobs));
    await refreshed;
    expect(mocks.fetchTeamPermissions).toHaveBeenCalledTimes(2);
    expect(usePermissionsStore.getState().hasTeamPermission('canCreateJobs')).toBe(true);
    expect(permissionCache.get('mia')?.teamPermissions).toEqual(screeningAndJobs);
  });
});
