import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLABLES } from '@contracts/callables';
import {
  scheduleInterviewInput,
  type ScheduleInterviewInput,
  type ScheduleInterviewResult,
} from '@contracts/interview';
import { callFunction } from '@/lib/firebase/functions';
import { interviewKeys } from './query-keys';

export { scheduleInterviewInput };

/**
 * Schedules an interview for an application (canScheduleInterviews): the server checks the
 * interviewers, moves the candidate to the interview stage and mails everyone the invitation.
 */
export async function scheduleInterview(
  input: ScheduleInterviewInput,
): Promise<ScheduleInterviewResult> {
  return callFunction(CALLABLES.scheduleInterview, scheduleInterviewInput.parse(input));
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
