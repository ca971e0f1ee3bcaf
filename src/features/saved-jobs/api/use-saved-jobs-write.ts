import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { isDemoUserId } from '@contracts/user-rules';
import type { SavedJob } from '../types';
import { savedJobsQueryOptions } from './get-saved-jobs';
import { useSavedJobsGuard } from './saved-jobs-guard';

export interface SavedJobsWrite<Input> {
  write: (userId: string, input: Input) => Promise<void>;
  /** The list as it is once the write has worked: shown at once. */
  apply: (list: SavedJob[], input: Input) => SavedJob[];
  /** The description of the `Error` toast when the write fails. */
  failure: string;
  succeeded: (input: Input) => void;
}

/**
 * A save or removal from the interface: checked first (signed in, database ready), shown in the
 * list at once, taken back with an `Error` toast when the write fails, then refreshed from the
 * server (a demo user's list stays as shown).
 */
export function useSavedJobsWrite<Input>(userId: string | null, spec: SavedJobsWrite<Input>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = savedJobsQueryOptions(userId ?? '').queryKey;
  const canWrite = useSavedJobsGuard(userId);
  const mutation = useMutation({
    mutationFn: (input: Input) => spec.write(userId ?? '', input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list: SavedJob[] | undefined) =>
        spec.apply(list ?? [], input),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error({ title: t('common.error'), description: spec.failure });
    },
    onSuccess: (_data, input) => spec.succeeded(input),
    onSettled: async () => {
      if (userId && !isDemoUserId(userId)) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const run = (input: Input) => {
    if (canWrite()) mutation.mutate(input);
  };
  return { ...mutation, run };
}
