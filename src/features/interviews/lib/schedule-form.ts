// The schedule dialog's form: a wall-clock date and time in a chosen time zone, how long, how,
// where and with whom; turned into the callables' input (an instant plus the zone).
import * as z from 'zod/mini';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS } from '@contracts/interview';
import { formMessage } from '@/lib/forms/form-errors';
import { DEFAULT_DURATION_MINUTES, DEFAULT_START_HOUR } from '../constants';
import type { Interview, InterviewDetails } from '../types';
import { instantToWallTime, isTimeZone, wallTimeToInstant } from './time';

const DAY = 86_400_000;

export interface ScheduleFormValues {
  /** 'YYYY-MM-DD' in `timeZone`. */
  date: string;
  /** 'HH:MM' in `timeZone`. */
  time: string;
  timeZone: string;
  durationMinutes: number;
  kind: (typeof INTERVIEW_KINDS)[number];
  location: string;
  interviewerUids: string[];
}

/** How long, how, where and with whom: the fields the schedule and booking-link forms share. */
export const interviewFields = {
  durationMinutes: z
    .number()
    .check(z.int(), z.gte(INTERVIEW_LIMITS.durationMin), z.lte(INTERVIEW_LIMITS.durationMax)),
  kind: z.enum(INTERVIEW_KINDS),
  location: z.string().check(z.trim(), z.maxLength(INTERVIEW_LIMITS.locationMax)),
  interviewerUids: z
    .array(z.string())
    .check(z.minLength(1), z.maxLength(INTERVIEW_LIMITS.interviewersMax)),
};

/** The form's schema; `now` (ms) decides what is in the past. */
export function scheduleFormSchema(now: () => number) {
  return z
    .object({
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      timeZone: z
        .string()
        .check(
          z.minLength(1),
          z.refine(isTimeZone, { error: formMessage('interviews.schedule.errors.timeZone') }),
        ),
      ...interviewFields,
    })
    .check(
      z.refine(
        (values) => {
          const instant = wallTimeToInstant(values.date, values.time, values.timeZone);
          return instant === null || instant.getTime() > now();
        },
        { error: formMessage('interviews.schedule.errors.past'), path: ['time'] },
      ),
      z.refine(
        (values) => {
          const instant = wallTimeToInstant(values.date, values.time, values.timeZone);
          return (
            instant === null || instant.getTime() <= now() + INTERVIEW_LIMITS.daysAheadMax * DAY
          );
        },
        {
          error: formMessage('interviews.schedule.errors.tooFar', {
            count: INTERVIEW_LIMITS.daysAheadMax,
            days: INTERVIEW_LIMITS.daysAheadMax,
          }),
          path: ['date'],
        },
      ),
    );
}

/** A new interview's form: tomorrow at DEFAULT_START_HOUR in the viewer's zone, with them. */
export function newScheduleValues(
  timeZone: string,
  now: number,
  interviewerUids: string[] = [],
): ScheduleFormValues {
  const tomorrow = instantToWallTime(new Date(now + DAY), timeZone);
  return {
    date: tomorrow.date,
    time: `${String(DEFAULT_START_HOUR).padStart(2, '0')}:00`,
    timeZone,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    kind: 'video',
    location: '',
    interviewerUids,
  };
}

/** A scheduled interview's form (to reschedule it): its time on its own zone's clock. */
export function interviewScheduleValues(interview: Interview): ScheduleFormValues {
  const wall = instantToWallTime(interview.startsAt, interview.timeZone);
  return {
    date: wall.date,
    time: wall.time,
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    kind: interview.kind,
    location: interview.location,
    interviewerUids: [...interview.interviewerUids],
  };
}

/** What the callables take from valid form values. */
export function detailsOf(values: ScheduleFormValues): InterviewDetails {
  const instant = wallTimeToInstant(values.date, values.time, values.timeZone);
  if (!instant) throw new RangeError('Not a time');
  return {
    startsAt: instant.toISOString(),
    timeZone: values.timeZone,
    durationMinutes: values.durationMinutes,
    kind: values.kind,
    location: values.location.trim(),
    interviewerUids: values.interviewerUids,
  };
}
