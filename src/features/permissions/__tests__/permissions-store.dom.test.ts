import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_TEAM_PERMISSIONS, teamPermissionsFrom } from '../lib/role-permissions';
import { permissionCache, usePermissionsStore } from '../stores/permissions-store';

const fetchTeamPermissions = vi.fn();
vi.mock('../api/fetch-team-permissions', () => ({
  fetchTeamPermissions: (...args: unknown[]) => fetchTeamPermissions(...args) as unknown,
}));

const load = (subject: Parameters<ReturnType<typeof usePermissionsStore.getState>['load']>[0]) =>
  usePermissionsStore.getState().load(subject);
const state = () => usePermissionsStore.getState();

describe('permissions store', () => {
  beforeEach(() => {
    permissionCache.clear();
    fetchTeamPermissions.mockReset();
  });

  it('without a person: no permissions, loading over', async () => {
    await load(null);
    expect(state()).toMatchObject({
      role: null,
      permissions: [],
      teamPermissions: null,
      loading: false,
    });
  });

  it('an owner employer has all ten team flags; a job seeker has none', async () => {
    fetchTeamPermissions.mockResolvedValue(ALL_TEAM_PERMISSIONS);
    await load({ uid: 'owner', role: 'employer', companyId: 'c1' });
    expect(fetchTeamPermissions).toHaveBeenCalledWith('owner', 'c1');
    expect(state().hasTeamPermission('canManageBilling')).toBe(true);
    expect(state().hasPermission('jobs:create')).toBe(true);
    await load({ uid: 'seeker', role: 'jobSeeker' });
    expect(state().teamPermissions).toBeNull();
    expect(state().hasTeamPermission('canCreateJobs')).toBe(false);
    expect(state().hasPermission('jobs:create')).toBe(false);
  });

  it('a team member has the flags stored on their membership', async () => {
    fetchTeamPermissions.mockResolvedValue(teamPermissionsFrom({ canScreenCandidates: true }));
    await load({ uid: 'member', role: 'employer', companyId: 'c1' });
    expect(state().hasTeamPermission('canScreenCandidates')).toBe(true);
    expect(state().hasTeamPermission('canManageTeam')).toBe(false);
  });

  it('admin passes every permission and team-permission check', async () => {
    await load({ uid: 'admin', role: 'admin' });
    expect(state().hasPermission('audit:read')).toBe(true);
    expect(state().hasPermission('anything:else')).toBe(true);
    expect(state().hasTeamPermission('canManageIntegrations')).toBe(true);
    expect(state().canAccess(['employer'])).toBe(true);
    expect(fetchTeamPermissions).not.toHaveBeenCalled();
  });

  it('uses the cached entry instead of computing again, until refreshed', async () => {
    fetchTeamPermissions.mockResolvedValue(ALL_TEAM_PERMISSIONS);
    await load({ uid: 'owner', role: 'employer', companyId: 'c1' });
    await load({ uid: 'owner', role: 'employer', companyId: 'c1' });
    expect(fetchTeamPermissions).toHaveBeenCalledTimes(1);
    fetchTeamPermissions.mockResolvedValue(teamPermissionsFrom({}));
    await state().refresh();
    expect(fetchTeamPermissions).toHaveBeenCalledTimes(2);
    expect(state().hasTeamPermission('canManageTeam')).toBe(false);
  });

  it('falls back to the role alone when loading fails, and says so in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchTeamPermissions.mockRejectedValue(new Error('offline'));
    await load({ uid: 'e1', role: 'employer', companyId: 'c1' });
    expect(state()).toMatchObject({ role: 'employer', permissions: ['employer'], loading: false });
    expect(state().hasPermission('jobs:create')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('role checks use the profile role directly', async () => {
    await load({ uid: 'a', role: 'admin' });
    expect(state().hasRole('admin')).toBe(true);
    expect(state().hasRole('employer')).toBe(false);
    expect(state().hasAnyRole(['employer', 'admin'])).toBe(true);
    expect(state().hasAllRoles(['admin'])).toBe(true);
    expect(state().hasAllRoles(['admin', 'employer'])).toBe(false);
    expect(state().hasAllRoles([])).toBe(false);
  });
});
