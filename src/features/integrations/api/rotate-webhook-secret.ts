import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { rotateWebhookSecretInput, type RotateWebhookSecretResult } from '@contracts/integrations';
import { callFunction } from '@/lib/firebase/functions';
import { webhooksQueryOptions } from './get-webhooks';

/** A new secret for the webhook (the old one stops signing at once); answered once. */
export async function rotateWebhookSecret(
  companyId: string,
  webhookId: string,
): Promise<RotateWebhookSecretResult> {
  return callFunction(
    CALLABLES.rotateWebhookSecret,
    rotateWebhookSecretInput.parse({ companyId, webhookId }),
  );
}

export function useRotateWebhookSecret(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => rotateWebhookSecret(companyId, webhookId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(companyId).queryKey }),
  });
}
