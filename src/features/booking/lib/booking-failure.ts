// Why the booking endpoints refused (contracts/booking.ts BOOKING_ERRORS), as the candidate's page
// explains it: a refusal the server named, else 'unknown' (no answer, or one without a reason).
import { BOOKING_ERRORS, type BookingError } from '@contracts/booking';

export type BookingFailureReason = BookingError | 'unknown';

export class BookingFailure extends Error {
  constructor(readonly reason: BookingFailureReason) {
    super(`booking: ${reason}`);
    this.name = 'BookingFailure';
  }
}

const isBookingError = (value: unknown): value is BookingError =>
  typeof value === 'string' && (BOOKING_ERRORS as readonly string[]).includes(value);

/** The failure a refused (or missing) answer means. */
export async function failureOf(response: Response | null): Promise<BookingFailure> {
  if (!response) return new BookingFailure('unknown');
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return new BookingFailure(isBookingError(body?.reason) ? body.reason : 'unknown');
}

/** The reason of any failure a booking call threw. */
export const reasonOf = (error: unknown): BookingFailureReason =>
  error instanceof BookingFailure ? error.reason : 'unknown';
