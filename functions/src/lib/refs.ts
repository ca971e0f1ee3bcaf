// The documents several domains read and write, by reference: a company, its members, a
// profile, the invitations a member sent, a member's calendar feed, a company's response promise.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  docPaths,
  pathOf,
  RESPONSE_PROMISE_DOC,
  responseDaysOf,
} from '../contracts.js';

export const companyRef = (firestore: Firestore, companyId: string) =>
  firestore.doc(pathOf(docPaths.company(companyId)));
export const memberRef = (firestore: Firestore, companyId: string, uid: string) =>
  firestore.doc(pathOf(docPaths.member(companyId, uid)));
export const profileRef = (firestore: Firestore, uid: string) =>
  firestore.collection(COLLECTIONS.users).doc(uid);
/** The pending invitations `uid` sent on behalf of company `companyId`. */
export const pendingInvitationsSentBy = (firestore: Firestore, companyId: string, uid: string) =>
  firestore
    .collection(pathOf(docPaths.invitations(companyId)))
    .where('invitedBy', '==', uid)
    .where('status', '==', 'pending');

/** A member's private calendar feed (interviews/calendar-feed.ts); it ends with their rights. */
export const calendarFeedRef = (firestore: Firestore, uid: string) =>
  firestore.doc(pathOf(docPaths.calendarFeed(uid)));

/** A company's response promise in days (the default when it has set none). */
export async function responseDaysOfCompany(firestore: Firestore, companyId: string) {
  const snapshot = await firestore
    .doc(pathOf(docPaths.setting(companyId, RESPONSE_PROMISE_DOC)))
    .get();
  return responseDaysOf(snapshot.data());
}

/** Companies read per page by allCompanyIds. */
const COMPANY_PAGE = 100;

/** Every company's id, read a page at a time (for schedules that visit each company). */
export async function* allCompanyIds(firestore: Firestore): AsyncGenerator<string> {
  let last: string | undefined;
  for (;;) {
    let page = firestore
      .collection(COLLECTIONS.companies)
      .orderBy(FieldPath.documentId())
      .limit(COMPANY_PAGE);
    if (last) page = page.startAfter(last);
    const companies = await page.get();
    for (const company of companies.docs) yield company.id;
    if (companies.size < COMPANY_PAGE) return;
    last = companies.docs.at(-1)?.id;
  }
}
