import { useUserId } from '@/features/auth/hooks/use-user-id';
import { CareerRolesPage } from '@/features/career-roles/components/career-roles-page';

export default function JobSeekerCareerRolesRoute() {
  return <CareerRolesPage userId={useUserId()} />;
}
