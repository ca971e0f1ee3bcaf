import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { applicationPath, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { InterviewPage } from '@/features/interviews/components/interview-page';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';

/** One interview: details, reschedule / cancel, the interviewer's scorecard and the team's. */
export default function EmployerInterviewRoute() {
  const { interviewId = '' } = useParams();
  const companyId = useAuthStore((state) => state.profile?.companyId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  const name = useAuthStore((state) => state.profile?.displayName ?? '');
  const email = useAuthStore((state) => state.user?.email ?? '');
  const can = usePermissionsStore((state) => state.hasTeamPermission);
  // re-render when the flags arrive
  usePermissionsStore((state) => state.teamPermissions);
  const canSchedule = can('canScheduleInterviews');
  const canConduct = can('canConductInterviews');
  const canScreen = can('canScreenCandidates');
  const viewer = useMemo(
    () => ({ uid, name, email, canSchedule, canConduct }),
    [uid, name, email, canSchedule, canConduct],
  );
  if (!companyId || !uid) return null;
  return (
    <InterviewPage
      interviewId={interviewId}
      companyId={companyId}
      viewer={viewer}
      backHref={paths.employer.interviews}
      applicationHref={canScreen ? applicationPath : undefined}
    />
  );
}
