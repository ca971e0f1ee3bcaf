import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import type { CreateCalendarFeedResult } from '@contracts/interview';
import { callFunction } from '@/lib/firebase/functions';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** Creates (or replaces: the old URL stops working) the member's feed; its URL is answered once. */
export async function createCalendarFeed(): Promise<CreateCalendarFeedResult> {
  return callFunction(CALLABLES.createCalendarFeed, {});
}

export function useCreateCalendarFeed(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries(calendarFeedQueryOptions(uid)),
  });
}
