// A query kept up to date by a Firestore listener (see useLiveQuery).
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isPlainObject, isTimestamp } from '@domain/stored-values';

/** Follows data as it changes: calls `next` with every new value; returns the unsubscribe. */
export type Watch<T> = (next: (data: T) => void, fail: (error: unknown) => void) => () => void;

/**
 * `next`, with every part equal to the same part of `previous` replaced by that part (so `previous`
 * itself when all is equal): React Query's own sharing, which also counts a timestamp or a date of
 * the same value as equal. A listener's first value is the data the one-time read brought, made by
 * the other SDK: without this every row would be new and each screen would render it all again.
 */
export function keepEqualParts(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  if (typeof previous !== 'object' || typeof next !== 'object' || !previous || !next) return next;
  if (previous instanceof Date && next instanceof Date) {
    return previous.getTime() === next.getTime() ? previous : next;
  }
  if (isTimestamp(previous) && isTimestamp(next)) {
    const same = previous.seconds === next.seconds && previous.nanoseconds === next.nanoseconds;
    return same ? previous : next;
  }
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items: unknown[] = next.map((item, index) => keepEqualParts(previous[index], item));
    const same =
      items.length === previous.length && items.every((item, index) => item === previous[index]);
    return same ? previous : items;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    for (const key of keys) shared[key] = keepEqualParts(previous[key], next[key]);
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => key in previous && shared[key] === previous[key]);
    return same ? previous : shared;
  }
  return next;
}

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

  const query = useQuery({ ...options, enabled, structuralSharing: keepEqualParts });
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
