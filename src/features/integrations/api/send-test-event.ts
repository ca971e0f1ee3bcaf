import { useMutation } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { sendTestEventInput, type SendTestEventResult } from '@contracts/integrations';
import { callFunction } from '@/lib/firebase/functions';

/** Queues a 'ping' delivery to the webhook; the deliveries list shows how it went. */
export async function sendTestEvent(
  companyId: string,
  webhookId: string,
): Promise<SendTestEventResult> {
  return callFunction(CALLABLES.sendTestEvent, sendTestEventInput.parse({ companyId, webhookId }));
}

/** No query to refresh: the deliveries are followed live (watch-deliveries.ts). */
export function useSendTestEvent(companyId: string) {
  return useMutation({
    mutationFn: (webhookId: string) => sendTestEvent(companyId, webhookId),
  });
}
