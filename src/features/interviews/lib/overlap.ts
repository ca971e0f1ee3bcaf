// Whether an interviewer is already busy when a new interview would take place. Pure functions:
// the schedule dialog warns (it never blocks) with what they find.
import { INTERVIEW_LIMITS } from '@contracts/interview';

const MINUTE = 60_000;

/** A stretch of time: the instant it starts (ms) and how long it lasts. */
interface Slot {
  start: number;
  durationMinutes: number;
}

/** The instant (ms) a slot ends. */
const slotEnd = (slot: Slot) => slot.start + slot.durationMinutes * MINUTE;

/**
 * Whether two slots share any time. A slot ends where the next may begin: 09:00–10:00 and
 * 10:00–11:00 do not overlap.
 */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  return a.start < slotEnd(b) && b.start < slotEnd(a);
}

/** The part of an interview the check reads. */
export interface BookedInterview {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
  interviewerUids: readonly string[];
  interviewers: readonly { uid: string; name: string }[];
  candidateName: string;
}

/** One interviewer already booked during the slot, and by which interview. */
interface InterviewerClash {
  uid: string;
  name: string;
  interview: BookedInterview;
}

/**
 * The interviewers of `uids` who already have a scheduled interview overlapping `slot`, one entry
 * per interviewer and interview, earliest first. `ignoreId`: the interview being rescheduled
 * (it does not clash with itself). Cancelled interviews never clash.
 */
export function interviewerClashes(
  slot: Slot,
  uids: readonly string[],
  booked: readonly BookedInterview[],
  ignoreId: string | null = null,
): InterviewerClash[] {
  if (!Number.isFinite(slot.start) || !(slot.durationMinutes > 0)) return [];
  const wanted = new Set(uids);
  const clashes: InterviewerClash[] = [];
  const sorted = [...booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const interview of sorted) {
    if (interview.id === ignoreId || interview.status !== 'scheduled') continue;
    const other = {
      start: interview.startsAt.getTime(),
      durationMinutes: interview.durationMinutes,
    };
    if (!slotsOverlap(slot, other)) continue;
    for (const uid of interview.interviewerUids) {
      if (!wanted.has(uid)) continue;
      const name = interview.interviewers.find((person) => person.uid === uid)?.name ?? '';
      clashes.push({ uid, name, interview });
    }
  }
  return clashes;
}

/**
 * The start times (ms) an interview must fall between to possibly overlap `slot`: it may have
 * started up to the longest allowed duration before the slot, and starts before the slot ends.
 */
export function overlapWindow(slot: Slot): { from: number; to: number } {
  return { from: slot.start - INTERVIEW_LIMITS.durationMax * MINUTE, to: slotEnd(slot) };
}
