import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import {
  createWebhookInput,
  type CreateWebhookInput,
  type CreateWebhookResult,
} from '@contracts/integrations';
import { callFunction } from '@/lib/firebase/functions';
import { webhooksQueryOptions } from './get-webhooks';

/**
 * Registers an endpoint (canManageIntegrations). The answer holds its secret: the only time it is
 * shown. Refusals: `webhook-url-invalid`, `webhook-url-insecure`, `webhook-url-private`,
 * `webhook-limit-reached`, `forbidden`.
 */
export async function createWebhook(input: CreateWebhookInput): Promise<CreateWebhookResult> {
  return callFunction(CALLABLES.createWebhook, createWebhookInput.parse(input));
}

export function useCreateWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateWebhookInput, 'companyId'>) =>
      createWebhook({ ...input, companyId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(companyId).queryKey }),
  });
}
