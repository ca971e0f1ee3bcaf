import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { cancelInterviewInput } from '@contracts/interview';
import { callFunction } from '@/lib/firebase/functions';
import { interviewKeys } from './query-keys';

export { cancelInterviewInput };

/** Cancels an interview; the candidate and the interviewers get the cancellation. */
export async function cancelInterview(interviewId: string): Promise<void> {
  await callFunction(CALLABLES.cancelInterview, cancelInterviewInput.parse({ interviewId }));
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
