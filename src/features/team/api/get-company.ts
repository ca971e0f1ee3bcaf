import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { Company } from '../types';
import { companyDoc } from './team-refs';
import { teamKeys } from './query-keys';

/** companies/{companyId}, or null when it does not exist (any more). Throws on failure. */
export async function getCompany(companyId: string): Promise<Company | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(companyDoc(fs, companyId));
  return snapshot.exists() ? snapshot.data() : null;
}

/** The only place the company query key is written. */
export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: teamKeys.company(companyId),
    queryFn: () => getCompany(companyId),
  });

export function useCompany(companyId: string) {
  return useQuery(companyQueryOptions(companyId));
}
