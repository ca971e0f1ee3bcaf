// What the team records on an application, each in a subcollection of its own and read the same
// way: oldest first, once or live. The notes the team keeps; the stage moves (who moved the
// candidate, when).
import { queryOptions } from '@tanstack/react-query';
import type { CollectionReference } from 'firebase/firestore';
import { firestore, listenToFirestore, type LoadedFirestore } from '@/lib/firebase/firestore-sdk';
import { useLiveQuery, type Watch } from '@/lib/live-query';
import type { StageEvent, TeamNote } from '../types';
import { ESTIMATED_TIMES, notesCollection, stageEventsCollection } from './converters';
import { candidateKeys } from './query-keys';

/** A log of an application: its collection, the field it is ordered by, its query key's name. */
function applicationLog<Entry>(
  collectionOf: (fs: LoadedFirestore, applicationId: string) => CollectionReference<Entry>,
  orderField: string,
  keyName: string,
) {
  const logQuery = (fs: LoadedFirestore, applicationId: string) =>
    fs.query(collectionOf(fs, applicationId), fs.orderBy(orderField, 'asc'));

  async function list(applicationId: string): Promise<Entry[]> {
    const fs = await firestore();
    const snapshot = await fs.getDocs(logQuery(fs, applicationId));
    return snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES));
  }

  const watch =
    (applicationId: string): Watch<Entry[]> =>
    (next, fail) =>
      listenToFirestore(
        (fs) =>
          fs.onSnapshot(
            logQuery(fs, applicationId),
            (snapshot) => next(snapshot.docs.map((entry) => entry.data(ESTIMATED_TIMES))),
            fail,
          ),
        fail,
      );

  const options = (applicationId: string) =>
    queryOptions({
      queryKey: candidateKeys.applicationLog(applicationId, keyName),
      queryFn: () => list(applicationId),
    });

  function useLog(applicationId: string) {
    return useLiveQuery(
      { ...options(applicationId), enabled: Boolean(applicationId) },
      watch(applicationId),
    );
  }

  return { list, options, useLog };
}

const notes = applicationLog<TeamNote>(notesCollection, 'createdAt', 'notes');
const stageEvents = applicationLog<StageEvent>(stageEventsCollection, 'at', 'stageEvents');

/** The team's notes on a candidate, oldest first. */
export const listNotes = notes.list;
export const notesQueryOptions = notes.options;
/** The notes the team keeps on a candidate, as teammates add them. */
export const useNotes = notes.useLog;

/** Every move of a candidate, oldest first. */
export const listStageEvents = stageEvents.list;
export const stageEventsQueryOptions = stageEvents.options;
/** The stage history of a candidate (who moved them, when), kept up to date. */
export const useStageEvents = stageEvents.useLog;
