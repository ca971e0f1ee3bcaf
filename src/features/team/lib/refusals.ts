import { COMMON_CALLABLE_ERRORS, type CallableError } from '@contracts/callables';
import { callableReasonAmong, useRefusalText } from '@/lib/callable-reason';

/** The reasons the team's callables (createCompany … deleteTeam) refuse with. */
const TEAM_REASONS = [
  ...COMMON_CALLABLE_ERRORS,
  'already-in-company',
  'invitation-expired',
  'invitation-used',
  'invitation-email-mismatch',
  'owner-protected',
  'confirmation-mismatch',
] as const satisfies readonly CallableError[];

export type CallableReason = (typeof TEAM_REASONS)[number] | 'unknown';

/**
 * The reason a team callable gave for refusing, or `unknown` for any other failure (another
 * area's reason included).
 */
export const callableReason = (error: unknown): CallableReason =>
  callableReasonAmong(error, TEAM_REASONS);

/** The text of a team callable's refusal (or any failure) in the current language. */
export const useReasonText = () =>
  useRefusalText(TEAM_REASONS, (reason) => `team.errors.${reason}`);
