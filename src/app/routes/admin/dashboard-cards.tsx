import { PlatformFigures } from '@/features/admin-overview/components/platform-figures';

/** The admin dashboard's cards: the platform's figures with a way into each section. */
export default function AdminDashboardCards() {
  return <PlatformFigures />;
}
