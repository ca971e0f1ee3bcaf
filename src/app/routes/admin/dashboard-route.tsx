import { PlatformFigures } from '@/features/admin-overview/components/platform-figures';
import { AccountSummary } from '../../shell/account-summary';

/** The admin dashboard: the account, then the platform's figures with a way into each section. */
export default function AdminDashboardRoute() {
  return (
    <>
      <AccountSummary />
      <PlatformFigures />
    </>
  );
}
