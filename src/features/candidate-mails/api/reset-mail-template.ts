import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { templateDoc } from './candidate-mail-refs';
import { mailTemplatesQueryOptions } from './get-mail-templates';

/** Deletes the company's template: its candidates get the platform's mail again. */
export async function resetMailTemplate(companyId: string, templateId: string): Promise<void> {
  const fs = await firestore();
  await fs.deleteDoc(templateDoc(fs, companyId, templateId));
}

export function useResetMailTemplate(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => resetMailTemplate(companyId, templateId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mailTemplatesQueryOptions(companyId).queryKey }),
  });
}
