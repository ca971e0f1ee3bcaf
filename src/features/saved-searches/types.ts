// A saved search as the screens show it (contracts/saved-search.ts has the stored document).
import type { AlertFrequency } from '@contracts/saved-search';

export interface SavedSearch {
  id: string;
  name: string;
  /** The search screen's URL query. */
  query: string;
  frequency: AlertFrequency;
  paused: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null before the first alert. */
  lastAlertAt: string | null;
}
