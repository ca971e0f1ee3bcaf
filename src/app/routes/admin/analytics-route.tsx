import { AnalyticsOverviewPage } from '@/features/platform-analytics/components/analytics-overview-page';

/** Web vitals, errors, events and API latency over a period. */
export default function AdminAnalyticsRoute() {
  return <AnalyticsOverviewPage />;
}
