import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applicationPath } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useResponsePromise } from '@/features/candidate-mails/api/get-response-promise';
import { screeningJobOf, stageParam } from '@/features/candidates/lib/screening';
import { useCompanyPostings } from '@/features/jobs/api/list-company-postings';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { viewerTimeZone } from '@/lib/format/time-zones';
import { deferredComponent, lazy } from '@/lib/lazy-component';

// the table's code (react-aria's table and collections) loads right after the screen's frame has painted
const CandidatesPage = lazy(() =>
  import('@/features/candidates/components/candidates-page').then((module) => ({
    default: module.CandidatesPage,
  })),
);

// the booking link's form (the scheduling feature's) loads when "Send booking links" opens it
const { Deferred: BulkBookingLinkForm } = deferredComponent(() =>
  import('@/features/interviews/components/bulk-booking-link-form').then(
    (module) => module.BulkBookingLinkForm,
  ),
);

/** The company's candidates across its jobs, or one job's (`?job=`), and its talent pool. */
export default function EmployerCandidatesRoute() {
  const companyId = useAuthStore((state) => state.profile?.companyId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  const name = useAuthStore((state) => state.profile?.displayName ?? '');
  const email = useAuthStore((state) => state.user?.email ?? '');
  const can = usePermissionsStore((state) => state.hasTeamPermission);
  usePermissionsStore((state) => state.teamPermissions);
  const canSchedule = can('canScheduleInterviews');
  const canConduct = can('canConductInterviews');
  const postings = useCompanyPostings(companyId);
  const promise = useResponsePromise(companyId);
  const [params, setParams] = useSearchParams();
  const jobs = useMemo(() => (postings.data ?? []).map(screeningJobOf), [postings.data]);
  // what they write is signed with their own profile's name, read when writing
  const actor = useMemo(() => ({ uid }), [uid]);
  const jobId = params.get('job');
  // without a company the shell sends the person to create or join one
  if (!companyId) return null;
  return (
    <CandidatesPage
      companyId={companyId}
      jobs={jobs}
      jobsPending={postings.isPending}
      jobId={jobId}
      onJobChange={(jobId) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (jobId) next.set('job', jobId);
            else next.delete('job');
            return next;
          },
          { replace: true },
        )
      }
      initialStage={stageParam(params.get('stage'))}
      responseDays={promise.data}
      actor={actor}
      applicationHref={(applicationId) =>
        `${applicationPath(applicationId)}${jobId ? `?job=${encodeURIComponent(jobId)}` : ''}`
      }
      // sending links to many is scheduling, as sending one is
      renderBookingForm={
        canSchedule
          ? ({ formId, onSend, onReady }) => (
              <BulkBookingLinkForm
                formId={formId}
                onSend={onSend}
                onReady={onReady}
                companyId={companyId}
                viewer={{ uid, name, email, canConduct }}
                timeZone={viewerTimeZone()}
              />
            )
          : undefined
      }
    />
  );
}
