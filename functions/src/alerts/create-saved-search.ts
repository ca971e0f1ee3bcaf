// createSavedSearch {name, query, frequency, timeZone?}: a job seeker saves a search. The server
// makes the id and counts, in the same transaction, how many the person keeps (rules cannot
// count documents), so no one keeps more than SAVED_SEARCH_LIMITS.perPerson. The query is kept
// as the search screen writes it (domain/job-search-params.ts), anything it does not know left
// out. The profile takes the detected time zone when it has none yet.
import { FieldValue, type Firestore, type WithFieldValue } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  ROLE_PERMISSIONS,
  SAVED_SEARCH_LIMITS,
  type CallableInput,
  type CreateSavedSearchResult,
  type SavedSearchDocument,
} from '../contracts.js';
import { filtersFromParams, isValidTimeZone, paramsFromFilters } from '../domain.js';
import { refusal, type Caller } from '../lib/callable.js';
import { profileRef } from '../lib/refs.js';
import { textOf } from '../lib/snapshot.js';

/** The query as the search screen would write it: known filters only, each within its limits. */
export const normalisedQuery = (query: string) =>
  paramsFromFilters(filtersFromParams(new URLSearchParams(query))).toString();

export async function createSavedSearch(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'createSavedSearch'>,
): Promise<CreateSavedSearchResult> {
  if (input.timeZone !== undefined && !isValidTimeZone(input.timeZone)) {
    throw refusal('invalid-time-zone', 'The time zone is no IANA time zone');
  }
  const profile = profileRef(firestore, caller.uid);
  const searches = profile.collection(COLLECTIONS.savedSearches);
  const ref = searches.doc();
  await firestore.runTransaction(async (tx) => {
    const [stored] = await tx.getAll(profile);
    const role = stored?.exists ? textOf(stored, 'role') : '';
    if (!ROLE_PERMISSIONS[role]?.includes('savedJobs:manage')) {
      throw refusal('forbidden', 'Only a job seeker saves searches');
    }
    const kept = await tx.get(searches.select().limit(SAVED_SEARCH_LIMITS.perPerson));
    if (kept.size >= SAVED_SEARCH_LIMITS.perPerson) {
      throw refusal(
        'saved-search-limit-reached',
        `A person keeps at most ${SAVED_SEARCH_LIMITS.perPerson} saved searches`,
      );
    }
    const search: WithFieldValue<SavedSearchDocument> = {
      uid: caller.uid,
      name: input.name,
      query: normalisedQuery(input.query),
      frequency: input.frequency,
      paused: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      lastAlertAt: null,
      mailedJobIds: [],
    };
    tx.create(ref, search);
    if (input.timeZone && !textOf(stored!, 'timeZone')) {
      tx.update(profile, { timeZone: input.timeZone });
    }
  });
  return { savedSearchId: ref.id };
}
