import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { DEFAULT_RESPONSE_DAYS } from '@contracts/response-promise';
import { promiseConverter, promiseDoc } from './candidate-mail-refs';
import { candidateMailKeys } from './query-keys';

/** The company's response promise in days (the default when it has set none). */
export async function getResponsePromise(companyId: string): Promise<number> {
  const fs = await firestore('read');
  const snapshot = await fs.getDoc(promiseDoc(fs, companyId).withConverter(promiseConverter));
  return snapshot.data() ?? DEFAULT_RESPONSE_DAYS;
}

/** The only place the promise's query key is written. */
export const responsePromiseQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: candidateMailKeys.promise(companyId),
    queryFn: () => getResponsePromise(companyId),
  });

/** The promise of the person's company; waits while there is none. */
export function useResponsePromise(companyId: string | null | undefined) {
  return useQuery({
    ...responsePromiseQueryOptions(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}
