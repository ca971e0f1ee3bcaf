import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval, PlanId } from '@contracts/billing';
import { CALLABLES, changePlanInput, type ChangePlanResult } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { subscriptionQueryOptions } from './get-subscription';

export { changePlanInput };

/**
 * Sets the plan and interval the company pays from its next renewal on (the server checks
 * canManageBilling; the current plan and interval withdraw a pending change).
 */
export async function changePlan(
  companyId: string,
  plan: PlanId,
  interval: BillingInterval,
): Promise<ChangePlanResult> {
  const input = changePlanInput.parse({ companyId, plan, interval });
  return callFunction(CALLABLES.changePlan, input);
}

export function useChangePlan(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, interval }: { plan: PlanId; interval: BillingInterval }) =>
      changePlan(companyId, plan, interval),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions(companyId).queryKey }),
  });
}
