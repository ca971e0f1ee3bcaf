import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { PoolCandidate } from '../types';
import { candidatesCollection } from './converters';
import { candidateKeys } from './query-keys';

/** The company's talent pool: the sample candidates its team can add to a job's pipeline. */
export async function listTalentPool(companyId: string): Promise<PoolCandidate[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(candidatesCollection(fs), fs.where('companyId', '==', companyId)),
  );
  return snapshot.docs.map((entry) => entry.data());
}

export const talentPoolQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: candidateKeys.pool(companyId),
    queryFn: () => listTalentPool(companyId),
  });

export function useTalentPool(companyId: string | undefined, enabled = true) {
  return useQuery({
    ...talentPoolQueryOptions(companyId ?? ''),
    enabled: enabled && Boolean(companyId),
  });
}
