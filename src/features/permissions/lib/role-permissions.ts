// The permission checks. The model itself (roles, permissions, team flags) is in
// contracts/roles.ts; firestore.rules enforces the same matrix: these checks only shape the interface.

import { ROLE_HIERARCHY, ROLE_PERMISSIONS } from '@contracts/roles';

export {
  ALL_TEAM_PERMISSIONS,
  PERMISSIONS,
  ROLE_HIERARCHY,
  ROLE_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  teamPermissionsFrom,
  type Permission,
  type TeamPermissionFlag,
  type TeamPermissions,
} from '@contracts/roles';

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
