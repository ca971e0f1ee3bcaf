import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { PostingsPage } from '@/features/jobs/components/postings-page';
import { deferredComponent } from '@/lib/lazy-component';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';

// closing a posting offers to notify its open candidates: the dialog loads when first opened
const { Deferred: ClosePostingDialog } = deferredComponent(() =>
  import('@/features/candidates/components/close-posting-dialog').then(
    (module) => module.ClosePostingDialog,
  ),
);

/** The company's job postings, with the actions the person's team flags allow. */
export default function EmployerJobsRoute() {
  const companyId = useAuthStore((state) => state.profile?.companyId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  const canCreate = usePermissionsStore((state) => state.hasTeamPermission('canCreateJobs'));
  const canEdit = usePermissionsStore((state) => state.hasTeamPermission('canEditJobs'));
  const canDelete = usePermissionsStore((state) => state.hasTeamPermission('canDeleteJobs'));
  const canScreen = usePermissionsStore((state) => state.hasTeamPermission('canScreenCandidates'));
  // without a company there are no postings: the dashboard offers to create one
  if (!companyId) return <Navigate to={paths.dashboard.employer} replace />;
  return (
    <PostingsPage
      companyId={companyId}
      canCreate={canCreate}
      canEdit={canEdit}
      canDelete={canDelete}
      canViewCandidates={canScreen}
      // only a screener reads the posting's candidates and may reject them
      renderCloseDialog={
        canScreen
          ? (props) => <ClosePostingDialog companyId={companyId} uid={uid} {...props} />
          : undefined
      }
    />
  );
}
