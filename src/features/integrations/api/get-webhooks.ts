import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { Webhook } from '../types';
import { webhooksCollection } from './integrations-refs';
import { integrationsKeys } from './query-keys';

/** The company's webhooks, oldest first. Throws on failure. */
export async function getWebhooks(companyId: string): Promise<Webhook[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(webhooksCollection(fs, companyId), fs.orderBy('createdAt', 'asc')),
  );
  return snapshot.docs.map((entry) => entry.data({ serverTimestamps: 'estimate' }));
}

/** The only place the webhooks query key is written. */
export const webhooksQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: integrationsKeys.webhooks(companyId),
    queryFn: () => getWebhooks(companyId),
  });

export function useWebhooks(companyId: string) {
  return useQuery(webhooksQueryOptions(companyId));
}
