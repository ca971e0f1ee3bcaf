// The booking-link dialog's form: a window of whole days in the sender's time zone, the length,
// the buffer, how and where, and the interviewers; turned into createBookingLink's input.
import * as z from 'zod/mini';
import { BOOKING_LIMITS, type CreateBookingLinkInput } from '@contracts/booking';
import type { INTERVIEW_KINDS } from '@contracts/interview';
import { formMessage } from '@/lib/forms/form-errors';
import {
  DEFAULT_BOOKING_BUFFER_MINUTES,
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_DURATION_MINUTES,
} from '../constants';
import { interviewFields } from './schedule-form';
import { instantToWallTime } from './time';

const DAY = 86_400_000;

export interface BookingLinkFormValues {
  /** 'YYYY-MM-DD', the window's first day in the sender's zone. */
  fromDate: string;
  /** 'YYYY-MM-DD', its last day. */
  toDate: string;
  durationMinutes: number;
  bufferMinutes: number;
  kind: (typeof INTERVIEW_KINDS)[number];
  location: string;
  interviewerUids: string[];
}

/** Whole days from one 'YYYY-MM-DD' to another, both counted. */
const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY + 1;
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The form's schema; `today` ('YYYY-MM-DD' in the sender's zone) decides what is past. */
export function bookingLinkFormSchema(today: string) {
  return z
    .object({
      fromDate: day,
      toDate: day,
      bufferMinutes: z.number().check(z.int(), z.gte(0), z.lte(BOOKING_LIMITS.bufferMax)),
      ...interviewFields,
    })
    .check(
      z.refine((values) => values.toDate >= today, {
        error: formMessage('booking.send.errors.past'),
        path: ['toDate'],
      }),
      z.refine((values) => values.toDate >= values.fromDate, {
        error: formMessage('booking.send.errors.order'),
        path: ['toDate'],
      }),
      z.refine((values) => daysOf(values.fromDate, values.toDate) <= BOOKING_LIMITS.windowDaysMax, {
        error: formMessage('booking.send.errors.tooLong', { days: BOOKING_LIMITS.windowDaysMax }),
        path: ['toDate'],
      }),
    );
}

/** The day of `now` in `timeZone`, 'YYYY-MM-DD'. */
export const todayIn = (timeZone: string, now: number) =>
  instantToWallTime(new Date(now), timeZone).date;

/** A new link's form: from tomorrow for DEFAULT_BOOKING_WINDOW_DAYS days, with the viewer. */
export function newBookingLinkValues(
  timeZone: string,
  now: number,
  interviewerUids: string[],
): BookingLinkFormValues {
  return {
    fromDate: instantToWallTime(new Date(now + DAY), timeZone).date,
    toDate: instantToWallTime(new Date(now + DEFAULT_BOOKING_WINDOW_DAYS * DAY), timeZone).date,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    bufferMinutes: DEFAULT_BOOKING_BUFFER_MINUTES,
    kind: 'video',
    location: '',
    interviewerUids,
  };
}

/** What createBookingLink takes from valid form values. */
export const bookingLinkInputOf = (
  applicationId: string,
  timeZone: string,
  values: BookingLinkFormValues,
): CreateBookingLinkInput => ({
  applicationId,
  ...values,
  location: values.location.trim(),
  timeZone,
});
