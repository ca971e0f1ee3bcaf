import { CareerRolesPage } from '@/features/career-roles/components/career-roles-page';
import { useUserId } from './use-job-actions';

export default function JobSeekerCareerRolesRoute() {
  return <CareerRolesPage userId={useUserId()} />;
}
