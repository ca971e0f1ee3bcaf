import { useParams } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { lazy } from '@/lib/lazy-component';

// the form's code (react-aria fields, react-hook-form) loads right after the screen's frame has painted
const EditPosting = lazy(() =>
  import('@/features/jobs/components/posting-form').then((module) => ({
    default: module.EditPosting,
  })),
);

/** The edit form of one of the company's postings (the screen requires canEditJobs). */
export default function EmployerEditJobRoute() {
  const { jobId = '' } = useParams();
  const uid = useAuthStore((state) => state.user?.uid);
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!uid || !companyId || !jobId) return null;
  return <EditPosting key={jobId} uid={uid} companyId={companyId} jobId={jobId} />;
}
