// The permission model, in one place. The same matrix is enforced by firestore.rules: these
// checks only shape the interface.

/** Which roles each role covers. An unknown role covers itself only. */
export const ROLE_HIERARCHY: Readonly<Record<string, readonly string[]>> = {
  admin: ['admin', 'employer', 'jobSeeker'],
  employer: ['employer'],
  jobSeeker: ['jobSeeker'],
};

/** What every signed-in person with a known role may do. */
const EVERYONE = ['jobs:read', 'feedback:create', 'features:vote'] as const;
const JOB_SEEKER_ONLY = ['savedJobs:manage', 'careerRoles:manage'] as const;
const EMPLOYER_ONLY = [
  'jobs:create',
  'jobs:edit',
  'jobs:delete',
  'candidates:read',
  'candidates:screen',
  'interviews:schedule',
  'interviews:conduct',
  'reports:read',
  'team:manage',
  'billing:manage',
  'integrations:manage',
] as const;
const ADMIN_ONLY = ['audit:read', 'users:read', 'users:manageRoles', 'system:configure'] as const;

export const PERMISSIONS = [
  ...EVERYONE,
  ...JOB_SEEKER_ONLY,
  ...EMPLOYER_ONLY,
  ...ADMIN_ONLY,
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Each role's permissions. Admin has every permission. */
export const ROLE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  jobSeeker: [...EVERYONE, ...JOB_SEEKER_ONLY],
  employer: [...EVERYONE, ...EMPLOYER_ONLY],
  admin: PERMISSIONS,
};

export const TEAM_PERMISSION_FLAGS = [
  'canManageTeam',
  'canManageBilling',
  'canCreateJobs',
  'canEditJobs',
  'canDeleteJobs',
  'canScreenCandidates',
  'canScheduleInterviews',
  'canConductInterviews',
  'canViewReports',
  'canManageIntegrations',
] as const;
export type TeamPermissionFlag = (typeof TEAM_PERMISSION_FLAGS)[number];
export type TeamPermissions = Record<TeamPermissionFlag, boolean>;

export function teamPermissionsFrom(
  source: Partial<Record<string, unknown>> | null | undefined,
): TeamPermissions {
  return Object.fromEntries(
    TEAM_PERMISSION_FLAGS.map((flag) => [flag, source?.[flag] === true]),
  ) as TeamPermissions;
}

export const ALL_TEAM_PERMISSIONS: TeamPermissions = Object.fromEntries(
  TEAM_PERMISSION_FLAGS.map((flag) => [flag, true]),
) as TeamPermissions;

export function coveredRoles(role: string | null | undefined): readonly string[] {
  if (!role) return [];
  return ROLE_HIERARCHY[role] ?? [role];
}

/** Passes if any required role is covered by the person's role. */
export function canAccess(role: string | null | undefined, required: readonly string[]): boolean {
  const covered = coveredRoles(role);
  return required.some((needed) => covered.includes(needed));
}

/** The role's permissions; the role name itself is kept as well (the fallback on failure). */
export function permissionsFor(role: string | null | undefined): string[] {
  if (!role) return [];
  return [role, ...(ROLE_PERMISSIONS[role] ?? [])];
}
