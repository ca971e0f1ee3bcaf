// The query keys of saved jobs: every query and cache write of the feature takes its key here.
const all = ['savedJobs'] as const;

export const savedJobKeys = {
  list: (userId: string) => [...all, userId] as const,
};
