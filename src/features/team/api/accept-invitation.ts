import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  acceptInvitationInput,
  CALLABLES,
  type AcceptInvitationResult,
} from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';

export { acceptInvitationInput };
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/**
 * The invited person, signed in with the invited address, joins the company with the flags of the
 * invitation (and the role employer). Refusals: `invitation-expired`, `invitation-used`,
 * `invitation-email-mismatch`, `already-in-company`, `not-found`.
 */
export async function acceptInvitation(
  input: AcceptInvitationInput,
): Promise<AcceptInvitationResult> {
  return callFunction(CALLABLES.acceptInvitation, acceptInvitationInput.parse(input));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
