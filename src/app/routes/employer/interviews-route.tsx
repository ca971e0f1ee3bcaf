import { interviewPath } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { InterviewsPage } from '@/features/interviews/components/interviews-page';

/** The team's interviews by week and as a list, and the member's calendar feed. */
export default function EmployerInterviewsRoute() {
  const companyId = useAuthStore((state) => state.profile?.companyId);
  const uid = useAuthStore((state) => state.user?.uid ?? '');
  if (!companyId || !uid) return null;
  return <InterviewsPage companyId={companyId} uid={uid} interviewHref={interviewPath} />;
}
