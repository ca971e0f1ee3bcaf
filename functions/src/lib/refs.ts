// The documents several domains read and write, by reference: a company, its members, a
// profile, the invitations a member sent, a member's calendar feed.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, docPaths, pathOf } from '../contracts.js';

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
