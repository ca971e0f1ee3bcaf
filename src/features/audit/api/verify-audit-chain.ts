import { useMutation } from '@tanstack/react-query';
import {
  verifyAuditChainInput,
  type VerifyAuditChainInput,
  type VerifyAuditChainResult,
} from '@contracts/audit-chain';
import { CALLABLES } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';

/**
 * Asks the server to check the audit trail's hash chain over a range of links (admins only).
 * Throws the CallableFailure of `callFunction` (its `reason` is one of CALLABLE_ERRORS).
 */
export async function verifyAuditChain(
  input: VerifyAuditChainInput,
): Promise<VerifyAuditChainResult> {
  return callFunction(CALLABLES.verifyAuditChain, verifyAuditChainInput.parse(input));
}

/** A check run on demand; it changes nothing, so nothing is invalidated. */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
