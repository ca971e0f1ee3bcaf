import { useMutation } from '@tanstack/react-query';
import {
  verifyAuditChainInput,
  type VerifyAuditChainInput,
  type VerifyAuditChainResult,
} from '@contracts/audit-chain';
import { CALLABLES } from '@contracts/callables';

/**
 * Asks the server to check the audit trail's hash chain over a range of links (admins only).
 * Throws the CallableFailure of `callFunction` (its `reason` is one of CALLABLE_ERRORS). The
 * functions client loads with the first call.
 */
export async function verifyAuditChain(
  input: VerifyAuditChainInput,
): Promise<VerifyAuditChainResult> {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction<VerifyAuditChainInput, VerifyAuditChainResult>(
    CALLABLES.verifyAuditChain,
    verifyAuditChainInput.parse(input),
  );
}

/** A check run on demand; it changes nothing, so nothing is invalidated. */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
