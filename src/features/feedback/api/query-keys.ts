// The query keys of the feedback panel: every query and invalidation of the feature takes its key
// here.
const all = ['features'] as const;

export const feedbackKeys = {
  suggestions: (uid: string) => [...all, 'suggestions', uid] as const,
};
