import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { updateWebhookInput, type UpdateWebhookInput } from '@contracts/integrations';
import { callFunction } from '@/lib/firebase/functions';
import { webhooksQueryOptions } from './get-webhooks';

/** Changes a webhook's URL, events, description, or switches it on or off. */
export async function updateWebhook(input: UpdateWebhookInput): Promise<void> {
  await callFunction(CALLABLES.updateWebhook, updateWebhookInput.parse(input));
}

export function useUpdateWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateWebhookInput, 'companyId'>) =>
      updateWebhook({ ...input, companyId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(companyId).queryKey }),
  });
}
