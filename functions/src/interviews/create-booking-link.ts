// createBookingLink {applicationId, durationMinutes, bufferMinutes, kind, location,
// interviewerUids, fromDate, toDate, timeZone}: a candidate's booking link, made and mailed by
// lib/booking/issue-booking-link.ts; answers its address once, so the team can also pass it on
// themselves (a talent-pool candidate is never mailed by the platform).
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableInput, CreateBookingLinkResult } from '../contracts.js';
import type { Caller } from '../lib/callable.js';
import {
  issueBookingLink,
  type IssueBookingLinkOptions,
} from '../lib/booking/issue-booking-link.js';

export async function createBookingLink(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'createBookingLink'>,
  options: Omit<IssueBookingLinkOptions, 'linkId'> = {},
): Promise<CreateBookingLinkResult> {
  const { linkId, url, mailed } = await issueBookingLink(firestore, caller, input, options);
  return { linkId, url, mailed };
}
