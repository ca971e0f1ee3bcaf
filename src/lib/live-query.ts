// A query kept up to date by a Firestore listener (see useLiveQuery).
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Follows data as it changes: calls `next` with every new value; returns the unsubscribe. */
export type Watch<T> = (next: (data: T) => void, fail: (error: unknown) => void) => () => void;

/**
 * Server state that stays up to date while shown: the query reads it once (`queryFn`, a one-time
 * read), and once that has shown the data a Firestore listener (`watch`) puts every later change
 * into the same cache entry, so each screen using the query sees a move or a new note at once.
 * The listener starts after the first data, so the full SDK it needs never holds that data back.
 */
export function useLiveQuery<T, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key> & { queryKey: Key; enabled?: boolean },
  watch: Watch<T>,
) {
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;
  const { queryKey } = options;
  const keyHash = JSON.stringify(queryKey);
  const watchRef = useRef(watch);
  watchRef.current = watch;
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;

  const query = useQuery({ ...options, enabled });
  const hasData = query.data !== undefined;

  useEffect(() => {
    if (!enabled || !hasData) return undefined;
    const key = keyRef.current;
    try {
      return watchRef.current(
        (data) => queryClient.setQueryData<T>(key, data),
        (error) => console.warn('Stopped following live data', key, error),
      );
    } catch (error) {
      console.warn('Could not follow live data', key, error);
      return undefined;
    }
  }, [queryClient, keyHash, enabled, hasData]);

  return query;
}
