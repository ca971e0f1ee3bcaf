// Where a person's saved searches are, and how one reads (through its contract, its times as
// ISO text): users/{uid}/savedSearches/{id}.
import type { LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import type { TimestampLike } from '@contracts/fields';
import { savedSearchSchema, type AlertFrequency } from '@contracts/saved-search';
import { schemaConverter } from '@/lib/firebase/converters';
import type { SavedSearch } from '../types';

const DAILY: AlertFrequency = 'daily';
const iso = (value: TimestampLike | null) => value?.toDate().toISOString() ?? '';

const savedSearchConverter = schemaConverter(
  savedSearchSchema,
  {
    name: '',
    query: '',
    frequency: DAILY,
    paused: false,
    createdAt: null as TimestampLike | null,
    lastAlertAt: null as TimestampLike | null,
  },
  ({ createdAt, lastAlertAt, ...rest }, id): SavedSearch => ({
    id,
    ...rest,
    createdAt: iso(createdAt),
    lastAlertAt: lastAlertAt ? iso(lastAlertAt) : null,
  }),
);

export const savedSearchesCollection = (fs: LoadedFirestore, userId: string) =>
  fs.collection(fs.db, pathOf(docPaths.savedSearches(userId))).withConverter(savedSearchConverter);

export const savedSearchDoc = (fs: LoadedFirestore, userId: string, searchId: string) =>
  fs.doc(fs.db, pathOf(docPaths.savedSearch(userId, searchId)));
