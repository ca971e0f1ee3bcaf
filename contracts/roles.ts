// Roles, what each covers, the permissions each role expands to, and the ten team flags.
// firestore.rules enforces the same matrix; the app's checks only shape the interface.

/** The roles a profile can carry. Any other value is an unknown role with no dashboard. */
export const ROLES = ['admin', 'employer', 'jobSeeker'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person may choose when creating an account; admin is never self-chosen. */
export const SELF_SERVICE_ROLES = ['jobSeeker', 'employer'] as const satisfies readonly Role[];
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

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

/** The team permission flags of a company member (spec §3). */
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

/** The flags read from stored data: anything but `true` is false. */
export function teamPermissionsFrom(
  source: Partial<Record<string, unknown>> | null | undefined,
): TeamPermissions {
  return Object.fromEntries(
    TEAM_PERMISSION_FLAGS.map((flag) => [flag, source?.[flag] === true]),
  ) as TeamPermissions;
}

/** The owner's flags: all ten. */
export const ALL_TEAM_PERMISSIONS: TeamPermissions = teamPermissionsFrom(
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, true])),
);
