// The query keys of saved searches: every query and invalidation of the feature takes its key here.
const all = ['savedSearches'] as const;

export const savedSearchKeys = {
  all,
  list: (userId: string) => [...all, userId, 'list'] as const,
  timeZone: (userId: string) => [...all, userId, 'timeZone'] as const,
};
