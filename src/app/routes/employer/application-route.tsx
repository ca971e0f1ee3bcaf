import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { interviewPath, paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useApplication } from '@/features/candidates/api/get-application';
import { screeningJobOf } from '@/features/candidates/lib/screening';
import { ApplicationInterviews } from '@/features/interviews/components/application-interviews';
import { useCompanyPostings } from '@/features/jobs/api/list-company-postings';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { lazy } from '@/lib/lazy-component';

// the candidate's page (its forms and dialogs) loads right after the screen's frame has painted
const ApplicationDetail = lazy(() =>
  import('@/features/candidates/components/application-detail').then((module) => ({
    default: module.ApplicationDetail,
  })),
);

/** The candidate's interviews and "Schedule interview", for members who may see interviews. */
function InterviewsCard({
  companyId,
  applicationId,
}: {
  companyId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const application = useApplication(applicationId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  const name = useAuthStore((state) => state.profile?.displayName ?? '');
  const email = useAuthStore((state) => state.user?.email ?? '');
  const can = usePermissionsStore((state) => state.hasTeamPermission);
  usePermissionsStore((state) => state.teamPermissions);
  const canSchedule = can('canScheduleInterviews');
  const canConduct = can('canConductInterviews');
  const viewer = useMemo(
    () => ({ uid, name, email, canSchedule, canConduct }),
    [uid, name, email, canSchedule, canConduct],
  );
  const data = application.data;
  if ((!canSchedule && !canConduct) || !data || data.companyId !== companyId) return null;
  return (
    <Card aria-labelledby="interviews-heading">
      <h2 id="interviews-heading">{t('interviews.application.title')}</h2>
      <ApplicationInterviews
        companyId={companyId}
        applicationId={applicationId}
        candidateName={data.candidate.name}
        jobTitle={data.jobTitle}
        candidateMailed={data.source === 'applicant'}
        viewer={viewer}
        interviewHref={interviewPath}
        canBeScheduled={data.stage !== 'rejected' && data.stage !== 'hired'}
      />
    </Card>
  );
}

/** One candidate in the company's pipeline: profile, stage, history and the team's notes. */
export default function EmployerApplicationRoute() {
  const { applicationId = '' } = useParams();
  const [params] = useSearchParams();
  const companyId = useAuthStore((state) => state.profile?.companyId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  const postings = useCompanyPostings(companyId);
  const jobs = useMemo(() => (postings.data ?? []).map(screeningJobOf), [postings.data]);
  // what they write is signed with their own profile's name, read when writing
  const actor = useMemo(() => ({ uid }), [uid]);
  const job = params.get('job');
  if (!companyId) return null;
  return (
    <div className="stack">
      <ApplicationDetail
        applicationId={applicationId}
        actor={actor}
        jobs={jobs}
        backHref={
          job
            ? `${paths.employer.candidates}?job=${encodeURIComponent(job)}`
            : paths.employer.candidates
        }
      />
      <InterviewsCard companyId={companyId} applicationId={applicationId} />
    </div>
  );
}
