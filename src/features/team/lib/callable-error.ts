import type { CallableError } from '@contracts/callables';

/** The reasons the team's callables (createCompany … deleteTeam) refuse with. */
const TEAM_REASONS = [
  'invalid-input',
  'not-signed-in',
  'forbidden',
  'not-found',
  'already-in-company',
  'invitation-expired',
  'invitation-used',
  'invitation-email-mismatch',
  'owner-protected',
  'confirmation-mismatch',
] as const satisfies readonly CallableError[];

export type CallableReason = (typeof TEAM_REASONS)[number] | 'unknown';

/**
 * The reason a team callable gave for refusing (the `reason` of the CallableFailure that
 * `callFunction` throws), or `unknown` for any other failure (another area's reason included).
 */
export function callableReason(error: unknown): CallableReason {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && (TEAM_REASONS as readonly string[]).includes(reason)
    ? (reason as CallableReason)
    : 'unknown';
}
