import type { ReactNode } from 'react';
import type { Permission, TeamPermissionFlag } from '../lib/role-permissions';
import { usePermissionsStore } from '../stores/permissions-store';

export interface CanProps {
  /** A permission from the role mapping, e.g. `audit:read`. */
  permission?: Permission;
  /** A team permission flag, e.g. `canManageTeam`. */
  teamPermission?: TeamPermissionFlag;
  /** Roles, any of which (with inheritance) lets the children show. */
  roles?: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Shows its children only to people allowed to see them (the interface only: rules enforce). */
export function Can({ permission, teamPermission, roles, children, fallback = null }: CanProps) {
  const allowed = usePermissionsStore(
    (state) =>
      !state.loading &&
      (permission === undefined || state.hasPermission(permission)) &&
      (teamPermission === undefined || state.hasTeamPermission(teamPermission)) &&
      (roles === undefined || state.canAccess(roles)),
  );
  return allowed ? children : fallback;
}
