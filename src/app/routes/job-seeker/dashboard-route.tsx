import { lazy } from '@/lib/lazy-component';
import { AccountSummary } from '../../shell/account-summary';
import { DeferredCards } from '../../shell/deferred-cards';

// The cards read Firestore: they (and the Firestore SDK) load right after the account summary has
// painted, so the dashboard's first load stays small (scripts/size-report.ts).
const JobSeekerDashboardCards = lazy(() => import('./dashboard-cards'));

export default function JobSeekerDashboardRoute() {
  return (
    <>
      <AccountSummary />
      <DeferredCards>
        <JobSeekerDashboardCards />
      </DeferredCards>
    </>
  );
}
