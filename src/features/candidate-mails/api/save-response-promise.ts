import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithFieldValue } from 'firebase/firestore';
import {
  responsePromiseInputSchema,
  type ResponsePromiseDocument,
} from '@contracts/response-promise';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { promiseDoc } from './candidate-mail-refs';
import { responsePromiseQueryOptions } from './get-response-promise';

/** Sets the company's response promise, by `uid`, now. */
export async function saveResponsePromise(companyId: string, uid: string, days: number) {
  const fs = await firestore();
  const promise: WithFieldValue<ResponsePromiseDocument> = {
    ...responsePromiseInputSchema.parse({ days }),
    updatedBy: uid,
    updatedAt: fs.serverTimestamp(),
  };
  await fs.setDoc(promiseDoc(fs, companyId), promise);
}

export function useSaveResponsePromise(companyId: string, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => saveResponsePromise(companyId, uid, days),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: responsePromiseQueryOptions(companyId).queryKey }),
  });
}
