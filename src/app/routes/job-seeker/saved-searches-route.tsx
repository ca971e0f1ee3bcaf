// The job seeker's Saved searches screen, each search opening the search screen with its query.
import { paths } from '@/config/paths';
import { useUserId } from '@/features/auth/stores/auth-store';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

/** A saved search opens the search screen with its query. */
const searchHref = (query: string) =>
  query ? `${paths.jobSeeker.jobs}?${query}` : paths.jobSeeker.jobs;

export default function JobSeekerSavedSearchesRoute() {
  const userId = useUserId();
  return userId ? <SavedSearchesPage userId={userId} searchHref={searchHref} /> : null;
}
