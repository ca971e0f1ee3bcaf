// POST /api/booking/book, /reschedule and /cancel: the candidate books, moves or cancels the
// link's interview. The answer is the link's new view, which replaces the page's; a refusal
// ("just taken") reloads the free times.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_API, type BookingView } from '@contracts/booking';
import { postJson } from '@/lib/api-client';
import { failureOf } from '../lib/booking-failure';
import { bookingQueryOptions } from './get-booking';

export type BookingChange =
  { action: 'book' | 'reschedule'; startsAt: string; timeZone: string } | { action: 'cancel' };

export async function changeBooking(token: string, change: BookingChange): Promise<BookingView> {
  const response =
    change.action === 'cancel'
      ? await postJson(BOOKING_API.cancel, { token })
      : await postJson(BOOKING_API[change.action], {
          token,
          startsAt: change.startsAt,
          timeZone: change.timeZone,
        });
  if (!response?.ok) throw await failureOf(response);
  return (await response.json()) as BookingView;
}

export function useChangeBooking(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = bookingQueryOptions(token);
  return useMutation({
    mutationFn: (change: BookingChange) => changeBooking(token, change),
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
