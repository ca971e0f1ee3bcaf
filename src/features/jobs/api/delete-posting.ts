import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { CALLABLES, deleteJobInput } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';
import { toast } from '@/lib/toast';
import { invalidateJobs } from './invalidate-jobs';
import { companyPostingsQueryOptions, type Posting } from './list-company-postings';

export { deleteJobInput as deletePostingSchema };
export type DeletePostingInput = z.infer<typeof deleteJobInput>;

/**
 * Deletes a posting for good: the server checks canDeleteJobs in the posting's company and writes
 * the DELETE_JOB audit entry. Throws a CallableFailure naming the reason of a refusal.
 */
export async function deletePosting(jobId: string): Promise<void> {
  await callFunction(CALLABLES.deleteJob, deleteJobInput.parse({ jobId }));
}

/** Deleting from the list (after a confirmation): gone from the list and a toast once it is done. */
export function useDeletePosting(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = companyPostingsQueryOptions(companyId).queryKey;
  return useMutation({
    mutationFn: (posting: Pick<Posting, 'id' | 'title'>) => deletePosting(posting.id),
    onSuccess: async (_data, posting) => {
      queryClient.setQueryData(key, (list: Posting[] | undefined) =>
        list?.filter((entry) => entry.id !== posting.id),
      );
      toast.success({
        title: t('postings.deleted.title'),
        description: t('postings.deleted.body', { title: posting.title }),
      });
      await invalidateJobs(queryClient);
    },
  });
}
