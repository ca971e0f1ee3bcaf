import { useAuthStore } from '@/features/auth/stores/auth-store';
import { PostingForm } from '@/features/jobs/components/posting-form';

/** A new posting of the person's company (the screen requires canCreateJobs). */
export default function EmployerNewJobRoute() {
  const uid = useAuthStore((state) => state.user?.uid);
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!uid || !companyId) return null;
  return <PostingForm uid={uid} companyId={companyId} />;
}
