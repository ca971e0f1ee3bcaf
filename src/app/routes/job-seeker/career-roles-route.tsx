import { CareerRolesPage } from '@/features/career-roles/components/career-roles-page';
import { useUserId } from './job-links';

export default function JobSeekerCareerRolesRoute() {
  return <CareerRolesPage userId={useUserId()} />;
}
