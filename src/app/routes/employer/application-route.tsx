import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ApplicationDetail } from '@/features/candidates/components/application-detail';
import { screeningJobOf } from '@/features/candidates/lib/screening';
import { useCompanyPostings } from '@/features/jobs/api/list-company-postings';

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
  );
}
