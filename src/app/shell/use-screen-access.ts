import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import type { ScreenAccess } from './screen';

/** Whether the signed-in person may use a screen: null while their permissions load. */
export function useScreenAccess(): (access: ScreenAccess) => boolean | null {
  const loading = usePermissionsStore((state) => state.loading);
  const hasPermission = usePermissionsStore((state) => state.hasPermission);
  const hasTeamPermission = usePermissionsStore((state) => state.hasTeamPermission);
  // re-render when the lists change (the checks read them)
  usePermissionsStore((state) => state.permissions);
  usePermissionsStore((state) => state.teamPermissions);
  return ({ permission, teamPermission }) => {
    if (!permission && !teamPermission) return true;
    if (loading) return null;
    return (
      (!permission || hasPermission(permission)) &&
      (!teamPermission || hasTeamPermission(teamPermission))
    );
  };
}
