import { describe, expect, it } from 'vitest';
import {
  canAccess,
  coveredRoles,
  permissionsFor,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  teamPermissionsFrom,
} from '../lib/role-permissions';

describe('role inheritance', () => {
  it('admin covers admin, employer and job seeker; the others only themselves', () => {
    expect(coveredRoles('admin')).toEqual(['admin', 'employer', 'jobSeeker']);
    expect(coveredRoles('employer')).toEqual(['employer']);
    expect(coveredRoles('jobSeeker')).toEqual(['jobSeeker']);
    expect(coveredRoles('guest')).toEqual(['guest']);
    expect(coveredRoles(null)).toEqual([]);
  });

  it.each([
    ['admin', ['employer'], true],
    ['admin', ['jobSeeker'], true],
    ['employer', ['admin'], false],
    ['employer', ['jobSeeker'], false],
    ['employer', ['admin', 'employer'], true],
    ['jobSeeker', ['jobSeeker'], true],
    ['jobSeeker', ['employer'], false],
    ['guest', ['guest'], true],
    ['guest', ['jobSeeker'], false],
    [null, ['jobSeeker'], false],
  ] as const)('%s reaching %j: %s', (role, required, expected) => {
    expect(canAccess(role, required)).toBe(expected);
  });
});

describe('permission mapping', () => {
  it('gives job seekers job search and saved jobs, not hiring or audit', () => {
    const seeker = permissionsFor('jobSeeker');
    expect(seeker).toEqual(
      expect.arrayContaining(['jobs:read', 'savedJobs:manage', 'careerRoles:manage']),
    );
    expect(seeker).not.toContain('jobs:create');
    expect(seeker).not.toContain('audit:read');
  });

  it('gives employers hiring, not the audit log or role changes', () => {
    const employer = permissionsFor('employer');
    expect(employer).toEqual(
      expect.arrayContaining(['jobs:create', 'candidates:screen', 'team:manage']),
    );
    expect(employer).not.toContain('audit:read');
    expect(employer).not.toContain('users:manageRoles');
  });

  it('gives admins every permission', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
  });

  it('gives an unknown role only itself', () => {
    expect(permissionsFor('guest')).toEqual(['guest']);
  });

  it('reads exactly the ten team flags, true only when stored true', () => {
    expect(TEAM_PERMISSION_FLAGS).toHaveLength(10);
    const flags = teamPermissionsFrom({ canManageTeam: true, canCreateJobs: 'yes', unknown: true });
    expect(Object.keys(flags)).toEqual([...TEAM_PERMISSION_FLAGS]);
    expect(flags.canManageTeam).toBe(true);
    expect(flags.canCreateJobs).toBe(false);
  });
});
