import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDoc, loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { Subscription } from '../types';
import { billingKeys, subscriptionDoc } from './billing-refs';

/** subscriptions/{companyId}, or null when the company has none. Throws on failure. */
export async function getSubscription(companyId: string): Promise<Subscription | null> {
  await loadFirestoreSdk();
  const snapshot = await getDoc(subscriptionDoc(getDb(), companyId));
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
