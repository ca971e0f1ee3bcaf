import type { TeamPermissionFlag } from '@contracts/roles';
import type { SessionHint } from '@/features/auth/lib/session-hint';
import { useAuthStore, useUserId } from '@/features/auth/stores/auth-store';
import { permissionsFor } from '@/features/permissions/lib/role-permissions';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import type { ScreenAccess } from './screen-types';

type AccessCheck = (access: ScreenAccess) => boolean | null;

/** Whether `has` grants a screen's access (a list of team flags means any one of them). */
function grants(
  { permission, teamPermission }: ScreenAccess,
  hasPermission: (permission: string) => boolean,
  hasTeamPermission: (flag: TeamPermissionFlag) => boolean,
): boolean {
  return (
    (!permission || hasPermission(permission)) &&
    (!teamPermission ||
      (typeof teamPermission === 'string'
        ? hasTeamPermission(teamPermission)
        : teamPermission.some((flag) => hasTeamPermission(flag))))
  );
}

/** What the session hint says of a screen: the role's permissions and the last team flags. */
function hintedAccess(hint: SessionHint, access: ScreenAccess): boolean {
  const permissions = permissionsFor(hint.role);
  return grants(
    access,
    (permission) => hint.role === 'admin' || permissions.includes(permission),
    (flag) => hint.role === 'admin' || hint.teamPermissions?.[flag] === true,
  );
}

/**
 * Whether the signed-in person may use a screen: null until their permissions are loaded. The
 * permissions count as loaded only once they are this person's with this role: right after a
 * sign-in or a page load the store may still hold nobody's (empty, not loading) for a moment.
 */
export function useScreenAccess(): AccessCheck {
  const uid = useUserId();
  const role = useAuthStore((state) => state.role);
  const ready = usePermissionsStore(
    (state) => !state.loading && state.subject?.uid === uid && state.role === role,
  );
  const hasPermission = usePermissionsStore((state) => state.hasPermission);
  const hasTeamPermission = usePermissionsStore((state) => state.hasTeamPermission);
  // re-render when the lists change (the checks read them)
  usePermissionsStore((state) => state.permissions);
  usePermissionsStore((state) => state.teamPermissions);
  return (access) => {
    if (!access.permission && !access.teamPermission) return true;
    if (!ready) return null;
    return grants(access, hasPermission, hasTeamPermission);
  };
}

/**
 * The navigation's view of `useScreenAccess`: until the permissions are loaded, what the session
 * hint says for the same person and role, so the menu does not change under a reader's eyes. Never
 * a reason to let someone in or send them away: that waits for the real permissions.
 */
export function useNavAccess(): AccessCheck {
  const mayUse = useScreenAccess();
  // the store keeps the hint about the signed-in person, with the role their profile last had
  const hint = useAuthStore((state) => state.hint);
  return (access) => {
    const known = mayUse(access);
    return known === null && hint ? hintedAccess(hint, access) : known;
  };
}
