import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import type { AnalyticsOverview, AnalyticsOverviewInput } from '@contracts/platform-analytics';
import { callFunction } from '@/lib/firebase/functions';
import { platformAnalyticsKeys } from './query-keys';

/** The overview of a period, computed by the server from the stored analytics. */
export async function getAnalyticsOverview(
  period: AnalyticsOverviewInput,
): Promise<AnalyticsOverview> {
  return callFunction(CALLABLES.analyticsOverview, period);
}

export const analyticsOverviewQueryOptions = (period: AnalyticsOverviewInput) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.overview(period),
    queryFn: () => getAnalyticsOverview(period),
    placeholderData: keepPreviousData,
  });

export const useAnalyticsOverview = (period: AnalyticsOverviewInput) =>
  useQuery(analyticsOverviewQueryOptions(period));
