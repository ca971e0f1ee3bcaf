import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs, query, where, loadFirestoreSdk } from '@/lib/firebase/firestore-sdk';
import { getDb } from '@/lib/firebase/firestore';
import type { PoolCandidate } from '../types';
import { candidatesCollection } from './converters';

/** The company's talent pool: the sample candidates its team can add to a job's pipeline. */
export async function listTalentPool(companyId: string): Promise<PoolCandidate[]> {
  await loadFirestoreSdk();
  const snapshot = await getDocs(
    query(candidatesCollection(getDb()), where('companyId', '==', companyId)),
  );
  return snapshot.docs.map((entry) => entry.data());
}

export const talentPoolQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['candidates', 'pool', companyId],
    queryFn: () => listTalentPool(companyId),
  });

export function useTalentPool(companyId: string | undefined, enabled = true) {
  return useQuery({
    ...talentPoolQueryOptions(companyId ?? ''),
    enabled: enabled && Boolean(companyId),
  });
}
