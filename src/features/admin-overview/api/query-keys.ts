// The query keys of the admin overview: every query and invalidation of the feature takes its key here.
const all = ['admin-overview'] as const;

export const adminOverviewKeys = {
  figures: () => [...all, 'figures'] as const,
};
