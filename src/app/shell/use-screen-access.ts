import { useAuthStore } from '@/features/auth/stores/auth-store';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import type { ScreenAccess } from './screen';

/**
 * Whether the signed-in person may use a screen: null until their permissions are loaded. The
 * permissions count as loaded only once they are this person's with this role: right after a
 * sign-in or a page load the store may still hold nobody's (empty, not loading) for a moment.
 */
export function useScreenAccess(): (access: ScreenAccess) => boolean | null {
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const role = useAuthStore((state) => state.role);
  const ready = usePermissionsStore(
    (state) => !state.loading && state.subject?.uid === uid && state.role === role,
  );
  const hasPermission = usePermissionsStore((state) => state.hasPermission);
  const hasTeamPermission = usePermissionsStore((state) => state.hasTeamPermission);
  // re-render when the lists change (the checks read them)
  usePermissionsStore((state) => state.permissions);
  usePermissionsStore((state) => state.teamPermissions);
  return ({ permission, teamPermission }) => {
    if (!permission && !teamPermission) return true;
    if (!ready) return null;
    return (
      (!permission || hasPermission(permission)) &&
      (!teamPermission ||
        (typeof teamPermission === 'string'
          ? hasTeamPermission(teamPermission)
          : teamPermission.some((flag) => hasTeamPermission(flag))))
    );
  };
}
