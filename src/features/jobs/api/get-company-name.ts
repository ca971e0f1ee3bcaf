import { queryOptions } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { docPaths, pathOf } from '@contracts/collections';
import { jobKeys } from './query-keys';

/**
 * The name of companies/{companyId}, which a posting carries as its `company` (firestore.rules
 * checks it is the company's). Throws when the company cannot be read or has no name.
 */
export async function getCompanyName(companyId: string): Promise<string> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(fs.doc(fs.db, pathOf(docPaths.company(companyId))));
  const name: unknown = snapshot.data()?.name;
  if (typeof name !== 'string' || !name) throw new Error(`Company ${companyId} has no name`);
  return name;
}

/** The only place the company name's query key is written. */
export const companyNameQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: jobKeys.companyName(companyId),
    queryFn: () => getCompanyName(companyId),
  });
