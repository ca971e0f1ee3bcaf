import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import * as z from 'zod/mini';
import { docPaths, pathOf } from '@contracts/collections';
import { postingInputSchema } from '@contracts/job';
import { postingContent } from '../lib/posting-fields';
import { companyNameQueryOptions } from './get-company-name';
import { invalidateJobs } from './invalidate-jobs';

const id = z.string().check(z.minLength(1));

/** An edit of a posting's content; its status, company, author and dates stay. */
export const updatePostingSchema = z.object({
  jobId: id,
  companyName: id,
  posting: postingInputSchema,
});
export type UpdatePostingInput = z.input<typeof updatePostingSchema>;

/** Writes the form's fields (and the search fields they give) to jobs/{jobId}. Throws on failure. */
export async function updatePosting(input: UpdatePostingInput): Promise<void> {
  const fs = await firestore();
  const { jobId, companyName, posting } = updatePostingSchema.parse(input);
  await fs.updateDoc(fs.doc(fs.db, pathOf(docPaths.job(jobId))), {
    ...postingContent(posting, companyName),
    updatedAt: fs.serverTimestamp(),
  });
}

/** Saving an edit from the form; the company's name is read first. */
export function useUpdatePosting(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<UpdatePostingInput, 'companyName'>) => {
      const companyName = await queryClient.ensureQueryData(companyNameQueryOptions(companyId));
      return updatePosting({ ...input, companyName });
    },
    onSuccess: () => invalidateJobs(queryClient),
  });
}
