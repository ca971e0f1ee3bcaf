// GET /api/booking?token=…: what a booking link offers (contracts/booking.ts BookingView), read
// without signing in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_API, type BookingView } from '@contracts/booking';
import { getJson } from '@/lib/api-client';
import { failureOf } from '../lib/booking-failure';
import { bookingKeys } from './query-keys';

export async function getBooking(token: string): Promise<BookingView> {
  const response = await getJson(BOOKING_API.slots, new URLSearchParams({ token }));
  if (!response?.ok) throw await failureOf(response);
  return (await response.json()) as BookingView;
}

export const bookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.view(token),
    queryFn: () => getBooking(token),
    // a refusal (a forged or expired link) is an answer, not a hiccup to retry
    retry: false,
  });

export function useBooking(token: string) {
  return useQuery(bookingQueryOptions(token));
}
