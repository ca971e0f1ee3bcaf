import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { docPaths, pathOf } from '@contracts/collections';
import { JOB_STATUSES } from '@contracts/job';
import { toast } from '@/lib/toast';
import { postingErrorKey } from '../lib/posting-errors';
import { invalidateJobs } from './invalidate-jobs';
import { companyPostingsQueryOptions, type Posting } from './list-company-postings';

/** Closing (off the board) or reopening (back on it) a posting. */
export const setPostingStatusSchema = z.object({
  jobId: z.string().check(z.minLength(1)),
  status: z.enum(JOB_STATUSES),
});
export type SetPostingStatusInput = z.infer<typeof setPostingStatusSchema>;

/** Changes only the status (and `updatedAt`) of jobs/{jobId}. Throws on failure. */
export async function setPostingStatus(input: SetPostingStatusInput): Promise<void> {
  const fs = await firestore();
  const { jobId, status } = setPostingStatusSchema.parse(input);
  await fs.updateDoc(fs.doc(fs.db, pathOf(docPaths.job(jobId))), {
    status,
    updatedAt: fs.serverTimestamp(),
  });
}

/**
 * Close or reopen from the list: the row changes at once, and changes back with an `Error` toast
 * when the write fails; a toast confirms it otherwise.
 */
export function useSetPostingStatus(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = companyPostingsQueryOptions(companyId).queryKey;
  return useMutation({
    mutationFn: setPostingStatus,
    onMutate: async ({ jobId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list: Posting[] | undefined) =>
        list?.map((posting) => (posting.id === jobId ? { ...posting, status } : posting)),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error({
        title: t('common.error'),
        description: t(`postings.errors.${postingErrorKey(error)}`),
      });
    },
    onSuccess: (_data, { status }) => {
      toast.success({
        title: status === 'open' ? t('postings.reopened.title') : t('postings.closed.title'),
        description: status === 'open' ? t('postings.reopened.body') : t('postings.closed.body'),
      });
    },
    onSettled: () => invalidateJobs(queryClient),
  });
}
