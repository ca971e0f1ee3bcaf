import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { Subscription } from '../types';
import { subscriptionDoc } from './billing-refs';
import { billingKeys } from './query-keys';

/** subscriptions/{companyId}, or null when the company has none. Throws on failure. */
export async function getSubscription(companyId: string): Promise<Subscription | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(subscriptionDoc(fs, companyId));
  return snapshot.exists() ? snapshot.data() : null;
}

/** The only place the subscription query key is written. */
export const subscriptionQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billingKeys.subscription(companyId),
    queryFn: () => getSubscription(companyId),
  });

export function useSubscription(companyId: string) {
  return useQuery(subscriptionQueryOptions(companyId));
}
