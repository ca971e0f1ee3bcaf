import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { CalendarFeed } from '../types';
import { calendarFeedDoc } from './converters';
import { interviewKeys } from './query-keys';

/** The member's calendar feed (calendarFeeds/{uid}), or null when they have none. */
export async function getCalendarFeed(uid: string): Promise<CalendarFeed | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(calendarFeedDoc(fs, uid));
  return snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : null;
}

export const calendarFeedQueryOptions = (uid: string) =>
  queryOptions({ queryKey: interviewKeys.feed(uid), queryFn: () => getCalendarFeed(uid) });

/** Whether the member has a calendar feed, and since when. */
export function useCalendarFeed(uid: string) {
  return useQuery({ ...calendarFeedQueryOptions(uid), enabled: Boolean(uid) });
}
