import { queryOptions, useQuery } from '@tanstack/react-query';
import { docPaths, pathOf } from '@contracts/collections';
import { companyStatsSchema, DEFAULT_RESPONSE_DAYS } from '@contracts/response-promise';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { schemaConverter } from '@/lib/firebase/converters';
import { jobKeys } from './query-keys';

/** What a job seeker sees of a company's answers: its response rate and the promise behind it. */
export interface CompanyResponseRate {
  /** From 0 to 1; null while too few applications can be judged. */
  responseRate: number | null;
  promiseDays: number;
}

const statsConverter = schemaConverter(
  companyStatsSchema,
  { responseRate: null as number | null, promiseDays: DEFAULT_RESPONSE_DAYS },
  ({ responseRate, promiseDays }): CompanyResponseRate => ({ responseRate, promiseDays }),
);

/** companyStats/{companyId} (public, computed by the server), or null when it has none yet. */
export async function getCompanyStats(companyId: string): Promise<CompanyResponseRate | null> {
  const fs = await firestore();
  const snapshot = await fs.getDoc(
    fs.doc(fs.db, pathOf(docPaths.companyStats(companyId))).withConverter(statsConverter),
  );
  return snapshot.data() ?? null;
}

/** The only place the company stats' query key is written. */
export const companyStatsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: jobKeys.companyStats(companyId),
    queryFn: () => getCompanyStats(companyId),
  });

/** A company's response rate; nothing is read for a job without a company (market data). */
export function useCompanyStats(companyId: string) {
  return useQuery({ ...companyStatsQueryOptions(companyId), enabled: companyId !== '' });
}
