// The query keys of the feedback console: every query and invalidation of the feature takes its
// key here.
import type { InboxFilters } from '../lib/inbox-filters';

const all = ['feedback-admin'] as const;

export const feedbackAdminKeys = {
  features: () => [...all, 'features'] as const,
  inbox: (filters: InboxFilters) => [...all, 'inbox', filters] as const,
  components: () => [...all, 'components'] as const,
  /** The feedback panel's suggestions (everyone's), read again when a feature changes here. */
  suggestions: ['features'] as const,
};
