import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { templatesCollection, type OwnTemplate } from './candidate-mail-refs';
import { candidateMailKeys } from './query-keys';

/** The company's own templates, every kind and language it has written. */
export async function getMailTemplates(companyId: string): Promise<OwnTemplate[]> {
  const fs = await firestore();
  const snapshot = await fs.getDocs(templatesCollection(fs, companyId));
  return snapshot.docs.map((doc) => doc.data({ serverTimestamps: 'estimate' }));
}

/** The only place the templates' query key is written. */
export const mailTemplatesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: candidateMailKeys.templates(companyId),
    queryFn: () => getMailTemplates(companyId),
  });

export function useMailTemplates(companyId: string) {
  return useQuery(mailTemplatesQueryOptions(companyId));
}
