// An invitation to a company's team, by reference (the invitation mail and its acceptance).
import type { Firestore } from 'firebase-admin/firestore';
import { docPaths, pathOf } from '../contracts.js';

export const invitationRef = (firestore: Firestore, companyId: string, invitationId: string) =>
  firestore.doc(pathOf(docPaths.invitation(companyId, invitationId)));
