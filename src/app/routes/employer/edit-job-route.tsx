import { useParams } from 'react-router-dom';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { EditPosting } from '@/features/jobs/components/posting-form';

/** The edit form of one of the company's postings (the screen requires canEditJobs). */
export default function EmployerEditJobRoute() {
  const { jobId = '' } = useParams();
  const uid = useAuthStore((state) => state.user?.uid);
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!uid || !companyId || !jobId) return null;
  return <EditPosting key={jobId} uid={uid} companyId={companyId} jobId={jobId} />;
}
