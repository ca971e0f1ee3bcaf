import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** Revokes the member's feed: its URL stops working. */
export async function revokeCalendarFeed(): Promise<void> {
  await callFunction(CALLABLES.revokeCalendarFeed, {});
}

export function useRevokeCalendarFeed(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSettled: () => queryClient.invalidateQueries(calendarFeedQueryOptions(uid)),
  });
}
