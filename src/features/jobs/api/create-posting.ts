import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase/firestore-sdk';
import * as z from 'zod/mini';
import { COLLECTIONS } from '@contracts/collections';
import { JOB_STATUSES, postingInputSchema } from '@contracts/job';
import { postingContent } from '../lib/posting-fields';
import { companyNameQueryOptions } from './get-company-name';
import { invalidateJobs } from './invalidate-jobs';

const id = z.string().check(z.minLength(1));

/** A new posting: the form's fields, open or closed, of a company, by a person of its team. */
export const createPostingSchema = z.object({
  companyId: id,
  companyName: id,
  uid: id,
  status: z.enum(JOB_STATUSES),
  posting: postingInputSchema,
});
export type CreatePostingInput = z.input<typeof createPostingSchema>;

/**
 * Stores a new posting in jobs/{new id} and returns the id. It is posted now (`postedDate`); an
 * open one is on the board at once. Throws on invalid input or a refused write.
 */
export async function createPosting(input: CreatePostingInput, now = new Date()): Promise<string> {
  const fs = await firestore();
  const { companyId, companyName, uid, status, posting } = createPostingSchema.parse(input);
  const ref = fs.doc(fs.collection(fs.db, COLLECTIONS.jobs));
  await fs.setDoc(ref, {
    id: ref.id,
    ...postingContent(posting, companyName),
    postedDate: now.toISOString(),
    status,
    companyId,
    createdBy: uid,
    createdAt: fs.serverTimestamp(),
    updatedAt: fs.serverTimestamp(),
  });
  return ref.id;
}

/** Creating from the form: the company's name is read first (the posting carries it). */
export function useCreatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<CreatePostingInput, 'companyName'>) => {
      const companyName = await queryClient.ensureQueryData(
        companyNameQueryOptions(input.companyId),
      );
      return createPosting({ ...input, companyName });
    },
    onSuccess: () => invalidateJobs(queryClient),
  });
}
