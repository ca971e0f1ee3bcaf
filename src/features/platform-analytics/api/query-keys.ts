// The query keys of platform analytics: every query of the feature takes its key here.
import type { AnalyticsOverviewInput } from '@contracts/platform-analytics';

const all = ['platform-analytics'] as const;

export const platformAnalyticsKeys = {
  overview: (period: AnalyticsOverviewInput) => [...all, 'overview', period] as const,
};
