import { useMutation } from '@tanstack/react-query';
import {
  createBookingLinkInput,
  type CreateBookingLinkInput,
  type CreateBookingLinkResult,
} from '@contracts/booking';
import { CALLABLES } from '@contracts/callables';
import { callFunction } from '@/lib/firebase/functions';

/**
 * Makes a candidate's booking link (canScheduleInterviews): the server checks the interviewers'
 * working hours and the window, mails the link to an applicant and answers its address once.
 */
export async function createBookingLink(
  input: CreateBookingLinkInput,
): Promise<CreateBookingLinkResult> {
  return callFunction(CALLABLES.createBookingLink, createBookingLinkInput.parse(input));
}

export function useCreateBookingLink() {
  return useMutation({ mutationFn: createBookingLink });
}
