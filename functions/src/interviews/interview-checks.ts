// What scheduling and rescheduling check of the time besides the caller's rights: in the future,
// at most INTERVIEW_LIMITS.daysAheadMax days ahead, in an IANA zone (the application and the
// interviewers are checked in lib/interview-people.ts).
import { DAY_MS, INTERVIEW_LIMITS } from '../contracts.js';
import { isValidTimeZone } from '../domain.js';
import { refusal } from '../lib/callable.js';

/** The interview's start, checked: refuses a bad zone, a start in the past or too far ahead. */
export function checkedStart(startsAt: string, timeZone: string, now: Date): Date {
  if (!isValidTimeZone(timeZone)) {
    throw refusal('invalid-time-zone', `"${timeZone}" is not an IANA time zone`);
  }
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) throw refusal('invalid-input', 'startsAt: not an instant');
  if (start.getTime() <= now.getTime()) {
    throw refusal('interview-in-past', 'An interview must start in the future');
  }
  if (start.getTime() > now.getTime() + INTERVIEW_LIMITS.daysAheadMax * DAY_MS) {
    throw refusal(
      'interview-too-far-ahead',
      `An interview starts at most ${INTERVIEW_LIMITS.daysAheadMax} days ahead`,
    );
  }
  return start;
}
