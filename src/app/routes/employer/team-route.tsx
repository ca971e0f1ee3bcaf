import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ALL_TEAM_PERMISSIONS } from '@contracts/roles';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { lazy } from '@/lib/lazy-component';

// the team's forms and table load right after the screen's frame has painted
const TeamPage = lazy(() =>
  import('@/features/team/components/team-page').then((module) => ({ default: module.TeamPage })),
);

/** The team settings of the signed-in employer's company (the screen asks for canManageTeam). */
export default function EmployerTeamRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.profile);
  const canManageTeam = usePermissionsStore(
    (state) => state.teamPermissions?.canManageTeam === true || state.role === 'admin',
  );
  // the flags the person may grant: an admin all ten, an employer their own (the owner has all)
  const permissions = usePermissionsStore((state) =>
    state.role === 'admin' ? ALL_TEAM_PERMISSIONS : state.teamPermissions,
  );
  const onTeamDeleted = useCallback(async () => {
    // the profile loses its companyId; the permissions follow it (see SecurityBridge)
    await useAuthStore.getState().refreshProfile();
    await navigate(paths.dashboard.employer, { replace: true });
  }, [navigate]);

  const companyId = profile?.companyId;
  if (!user || !companyId) return <Alert tone="info">{t('team.noCompany')}</Alert>;
  return (
    <TeamPage
      key={companyId}
      companyId={companyId}
      uid={user.uid}
      displayName={profile.displayName ?? ''}
      canManageTeam={canManageTeam}
      permissions={permissions}
      onTeamDeleted={onTeamDeleted}
    />
  );
}
