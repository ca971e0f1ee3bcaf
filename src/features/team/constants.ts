import { DAY_MS } from '@contracts/fields';
import { INVITATION_TTL_DAYS } from '@contracts/company';
import {
  ALL_TEAM_PERMISSIONS,
  teamPermissionsFrom,
  type TeamPermissionFlag,
  type TeamPermissions,
} from '@contracts/roles';

/** An invitation's link stays valid this long after it is sent (firestore.rules checks it). */
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * DAY_MS;

const flags = (...on: TeamPermissionFlag[]): TeamPermissions =>
  teamPermissionsFrom(Object.fromEntries(on.map((flag) => [flag, true])));

/** What a new invitation grants unless changed: screening candidates and interviews. */
export const DEFAULT_INVITE_PERMISSIONS: TeamPermissions = flags(
  'canScreenCandidates',
  'canScheduleInterviews',
  'canConductInterviews',
);

/** Starting points for the ten flags, as the hiring tools offer them. */
export const PERMISSION_PRESETS = {
  recruiter: flags(
    'canCreateJobs',
    'canEditJobs',
    'canScreenCandidates',
    'canScheduleInterviews',
    'canConductInterviews',
    'canViewReports',
  ),
  hiringManager: flags(
    'canScreenCandidates',
    'canScheduleInterviews',
    'canConductInterviews',
    'canViewReports',
  ),
  admin: ALL_TEAM_PERMISSIONS,
} as const satisfies Record<string, TeamPermissions>;
export type PermissionPreset = keyof typeof PERMISSION_PRESETS;
