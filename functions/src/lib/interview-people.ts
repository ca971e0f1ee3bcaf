// The people an interview involves, as the server checks and mails them: the application (still
// open), the interviewers
// (members of the company who may conduct interviews, with their addresses and languages) and the
// candidate (an applicant, at their account's address). Shared by the interview callables and
// booking links (lib/booking).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { teamPermissionsFrom, type Interviewer } from '../contracts.js';
import { refusal } from './callable.js';
import type { AccountEmail } from './mail/account-email.js';
import { isMailAddress } from './mail/queue-mail.js';
import { isMailLocale, mailLocaleOf } from './mail/render.js';
import { memberRef, profileRef } from './refs.js';
import { textOf } from './snapshot.js';
import type { Reader, TeamAccess } from './team-access.js';

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

/** Someone an interview mail goes to. */
export interface Recipient {
  /** 'candidate', or the interviewer's uid: part of the mail's id. */
  key: string;
  name: string;
  email: string;
  locale: string;
}

/**
 * The candidate to write to: an applicant at their account's address (else their profile's, else
 * the application's), in their profile's language (else the application's). Null without an
 * address, and for a talent-pool candidate (see below).
 */
export async function candidateRecipient(
  firestore: Firestore,
  reader: Reader,
  application: DocumentSnapshot,
  accountEmail: AccountEmail,
): Promise<Recipient | null> {
  const candidate = (application.get('candidate') ?? {}) as Record<string, unknown>;
  const stated = typeof candidate.email === 'string' ? candidate.email.trim() : '';
  const name = typeof candidate.name === 'string' ? candidate.name : '';
  const applicationLocale = textOf(application, 'locale');
  const uid = textOf(application, 'applicantUid');
  if (uid) {
    const [profile] = await reader.getAll(profileRef(firestore, uid));
    const account = (await accountEmail(uid))?.trim() ?? '';
    const profileEmail = profile?.exists ? textOf(profile, 'email').trim() : '';
    const email = [account, profileEmail, stated].find((value) => isMailAddress(value)) ?? '';
    const locale: unknown = profile?.exists ? profile.get('locale') : undefined;
    if (!email) return null;
    return {
      key: 'candidate',
      name,
      email,
      locale: isMailLocale(locale) ? locale : mailLocaleOf(applicationLocale),
    };
  }
  // A talent-pool candidate's address is whatever the team typed when adding them: no account
  // or server record vouches for it, so the platform does not mail it (anyone could otherwise
  // have it send invitations with their text to any address). The team contacts them itself.
  return null;
}
