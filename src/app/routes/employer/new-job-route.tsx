import { useAuthStore } from '@/features/auth/stores/auth-store';
import { lazy } from '@/lib/lazy-component';

// the form's code (react-aria fields, react-hook-form) loads right after the screen's frame has painted
const PostingForm = lazy(() =>
  import('@/features/jobs/components/posting-form').then((module) => ({
    default: module.PostingForm,
  })),
);

/** A new posting of the person's company (the screen requires canCreateJobs). */
export default function EmployerNewJobRoute() {
  const uid = useAuthStore((state) => state.user?.uid);
  const companyId = useAuthStore((state) => state.profile?.companyId);
  if (!uid || !companyId) return null;
  return <PostingForm uid={uid} companyId={companyId} />;
}
