import { AccountSummary } from '../shell/account-summary';

/** A role's overview: the greeting and the account (the admin and employer dashboards). */
export default function OverviewRoute() {
  return <AccountSummary />;
}
