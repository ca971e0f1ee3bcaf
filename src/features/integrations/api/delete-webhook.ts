import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { deleteWebhookInput } from '@contracts/integrations';
import { callFunction } from '@/lib/firebase/functions';
import { webhooksQueryOptions } from './get-webhooks';

/** Deletes a webhook and its secret; the deliveries already made stay listed. */
export async function deleteWebhook(companyId: string, webhookId: string): Promise<void> {
  await callFunction(CALLABLES.deleteWebhook, deleteWebhookInput.parse({ companyId, webhookId }));
}

export function useDeleteWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => deleteWebhook(companyId, webhookId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(companyId).queryKey }),
  });
}
