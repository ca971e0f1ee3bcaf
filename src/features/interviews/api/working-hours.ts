// The signed-in member's working hours and time zone, on their own profile (users/{uid}
// .workingHours and .timeZone; firestore.rules checks their shape): what booking links offer.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workingHoursSchema, type WorkingHours } from '@contracts/booking';
import { docPaths, pathOf } from '@contracts/collections';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { isTimeZone } from '@/lib/format/time-zones';
import { interviewKeys } from './query-keys';

export interface OwnWorkingHours {
  /** null: none saved yet. */
  workingHours: WorkingHours | null;
  timeZone: string | null;
}

export async function getWorkingHours(uid: string): Promise<OwnWorkingHours> {
  const fs = await firestore();
  const profile = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))));
  const hours = workingHoursSchema.safeParse(profile.get('workingHours'));
  const zone: unknown = profile.get('timeZone');
  return {
    workingHours: hours.success ? hours.data : null,
    timeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : null,
  };
}

export async function setWorkingHours(
  uid: string,
  input: { workingHours: WorkingHours; timeZone: string },
): Promise<void> {
  const workingHours = workingHoursSchema.parse(input.workingHours);
  if (!isTimeZone(input.timeZone)) throw new Error(`Unknown time zone ${input.timeZone}`);
  const fs = await firestore();
  await fs.updateDoc(fs.doc(fs.db, pathOf(docPaths.user(uid))), {
    workingHours,
    timeZone: input.timeZone,
  });
}

export const workingHoursQueryOptions = (uid: string) =>
  queryOptions({ queryKey: interviewKeys.workingHours(uid), queryFn: () => getWorkingHours(uid) });

export function useWorkingHours(uid: string) {
  return useQuery(workingHoursQueryOptions(uid));
}

export function useSetWorkingHours(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workingHours: WorkingHours; timeZone: string }) =>
      setWorkingHours(uid, input),
    onSettled: () => queryClient.invalidateQueries(workingHoursQueryOptions(uid)),
  });
}
