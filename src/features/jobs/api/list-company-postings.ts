import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { COLLECTIONS } from '@contracts/collections';
import { postingConverter, type Posting } from './posting-converter';
import { jobKeys } from './query-keys';

export type { Posting };

/** A company's postings, open and closed, newest first. Throws on failure. */
export async function listCompanyPostings(companyId: string): Promise<Posting[]> {
  const fs = await firestore('read');
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(fs.db, COLLECTIONS.jobs).withConverter(postingConverter),
      fs.where('companyId', '==', companyId),
      fs.orderBy('createdAt', 'desc'),
    ),
  );
  return snapshot.docs.map((entry) => entry.data());
}

/** The only place the company postings' query key is written. */
export const companyPostingsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: jobKeys.companyPostings(companyId),
    queryFn: () => listCompanyPostings(companyId),
  });

/** The postings of the person's company; idle without a company. */
export function useCompanyPostings(companyId: string | undefined) {
  return useQuery({
    ...companyPostingsQueryOptions(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}
