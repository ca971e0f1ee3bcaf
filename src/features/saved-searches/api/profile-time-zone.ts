// The time zone on the person's profile (users/{uid}.timeZone), which their alerts follow.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { docPaths, pathOf } from '@contracts/collections';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { isTimeZone } from '@/lib/format/time-zones';
import { savedSearchKeys } from './query-keys';

/** The time zone on the person's profile (users/{uid}.timeZone), or null when they have none. */
export async function getProfileTimeZone(userId: string): Promise<string | null> {
  const fs = await firestore();
  const profile = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.user(userId))));
  const zone: unknown = profile.get('timeZone');
  return typeof zone === 'string' && isTimeZone(zone) ? zone : null;
}

/** Sets the person's time zone, which their daily and weekly alerts follow. */
export async function setProfileTimeZone(userId: string, timeZone: string): Promise<void> {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone ${timeZone}`);
  const fs = await firestore();
  await fs.updateDoc(fs.doc(fs.db, pathOf(docPaths.user(userId))), { timeZone });
}

/** The only place the time zone's query key is written. */
export const profileTimeZoneQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.timeZone(userId),
    queryFn: () => getProfileTimeZone(userId),
  });

export function useProfileTimeZone(userId: string | null) {
  return useQuery({ ...profileTimeZoneQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

export function useSetProfileTimeZone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => setProfileTimeZone(userId, timeZone),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: profileTimeZoneQueryOptions(userId).queryKey }),
  });
}
