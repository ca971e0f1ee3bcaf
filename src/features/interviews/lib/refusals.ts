import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { useRefusalText } from '@/lib/callable-reason';

/** The refusals of the interview callables that have their own message. */
const INTERVIEW_REASONS = [
  ...COMMON_CALLABLE_ERRORS,
  'interviewer-not-on-team',
  'interview-in-past',
  'interview-too-far-ahead',
  'invalid-time-zone',
  'interview-cancelled',
  'interview-change-limit',
  'application-closed',
  'interviewer-without-hours',
  'booking-window-invalid',
] as const satisfies readonly CallableError[];

/** The text of an interview callable's refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(INTERVIEW_REASONS, (reason) => `interviews.errors.${reason}`);
