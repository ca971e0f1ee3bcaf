// What scheduling and rescheduling check besides the caller's rights: the time (in the future,
// at most INTERVIEW_LIMITS.daysAheadMax days ahead, in an IANA zone), the application (neither
// rejected nor hired) and the interviewers (members of the company who may conduct interviews).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { DAY_MS, INTERVIEW_LIMITS, teamPermissionsFrom, type Interviewer } from '../contracts.js';
import { isValidTimeZone } from '../domain.js';
import { refusal } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { memberRef, profileRef } from '../lib/refs.js';
import type { Reader, TeamAccess } from '../lib/team-access.js';

/** The interview's start, checked: refuses a bad zone, a start in the past or too far ahead. */
export function checkedStart(startsAt: string, timeZone: string, now: Date): Date {
  if (!isValidTimeZone(timeZone)) {
    throw refusal('invalid-time-zone', `"${timeZone}" is not an IANA time zone`);
  }
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) throw refusal('invalid-input', 'startsAt: not an instant');
  if (start.getTime() <= now.getTime()) {
    throw refusal('interview-in-past', 'An interview must start in the future');
  }
  if (start.getTime() > now.getTime() + INTERVIEW_LIMITS.daysAheadMax * DAY_MS) {
    throw refusal(
      'interview-too-far-ahead',
      `An interview starts at most ${INTERVIEW_LIMITS.daysAheadMax} days ahead`,
    );
  }
  return start;
}

/** Refuses (application-closed) an application whose candidate was rejected or hired. */
export function requireOpenApplication(application: DocumentSnapshot): void {
  const stage = textOf(application, 'stage');
  if (stage === 'rejected' || stage === 'hired') {
    throw refusal('application-closed', `The candidate is already ${stage}`);
  }
}

/** An interviewer as a mail reaches them: their language is their profile's. */
export interface InterviewerRecipient extends Interviewer {
  locale: string;
}

/**
 * The interviewers `uids` (duplicates dropped, order kept), each a member of the company with
 * canConductInterviews (the owner always may); refuses (interviewer-not-on-team) anyone else.
 */
export async function interviewersOf(
  firestore: Firestore,
  reader: Reader,
  access: TeamAccess,
  uids: readonly string[],
): Promise<InterviewerRecipient[]> {
  const unique = [...new Set(uids)];
  const snapshots = await reader.getAll(
    ...unique.flatMap((uid) => [
      memberRef(firestore, access.companyId, uid),
      profileRef(firestore, uid),
    ]),
  );
  const ownerId: unknown = access.company.get('ownerId');
  return unique.map((uid, index) => {
    const member = snapshots[index * 2];
    const profile = snapshots[index * 2 + 1];
    const permissions = teamPermissionsFrom(
      member?.get('permissions') as Record<string, unknown> | undefined,
    );
    if (!member?.exists || (!permissions.canConductInterviews && ownerId !== uid)) {
      throw refusal(
        'interviewer-not-on-team',
        `${uid} is not a member of the team who may conduct interviews`,
      );
    }
    const name =
      textOf(member, 'displayName').trim() ||
      (profile?.exists ? textOf(profile, 'displayName').trim() : '');
    const email =
      textOf(member, 'email').trim() || (profile?.exists ? textOf(profile, 'email').trim() : '');
    const locale = profile?.exists ? textOf(profile, 'locale') : '';
    return { uid, name, email, locale };
  });
}
