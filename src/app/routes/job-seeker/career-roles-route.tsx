import { useUserId } from '@/features/auth/stores/auth-store';
import { CareerRolesPage } from '@/features/career-roles/components/career-roles-page';

export default function JobSeekerCareerRolesRoute() {
  return <CareerRolesPage userId={useUserId()} />;
}
