import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import type { Invoice } from '../types';
import { invoicesCollection } from './billing-refs';
import { billingKeys } from './query-keys';

/** The company's invoices, newest renewal first. */
export async function getInvoices(companyId: string): Promise<Invoice[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(
    fs.query(invoicesCollection(fs, companyId), fs.orderBy('periodStart', 'desc')),
  );
  return snapshot.docs.map((entry) => entry.data());
}

/** The only place the invoices query key is written. */
export const invoicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billingKeys.invoices(companyId),
    queryFn: () => getInvoices(companyId),
  });

export function useInvoices(companyId: string) {
  return useQuery(invoicesQueryOptions(companyId));
}
