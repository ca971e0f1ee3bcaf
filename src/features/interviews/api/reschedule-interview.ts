import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import { rescheduleInterviewInput, type RescheduleInterviewInput } from '@contracts/interview';
import { callFunction } from '@/lib/firebase/functions';
import { interviewKeys } from './query-keys';

export { rescheduleInterviewInput };

/** Moves a scheduled interview (a new time, place or interviewers); everyone gets the update. */
export async function rescheduleInterview(input: RescheduleInterviewInput): Promise<void> {
  await callFunction(CALLABLES.rescheduleInterview, rescheduleInterviewInput.parse(input));
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
