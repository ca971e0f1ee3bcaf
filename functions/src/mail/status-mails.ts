// The response promise kept for the candidates: every company's applications that have waited in
// a stage (applied, screening, interview) longer than its promise (companies/{cid}/settings/
// responsePromise, DEFAULT_RESPONSE_DAYS without one) get one polite "still under review" mail
// per wait. A wait begins when the application enters its stage (stageChangedAt), so a move by
// the team ends it and the next stage starts a new one; the mail's id names the wait, so however
// often the schedule runs, a wait gets one mail. Hired, rejected and offered applications get
// none, nor do talent-pool candidates (no account).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, responseDueAt, WAITING_STAGES } from '../contracts.js';
import { allCompanyIds, responseDaysOfCompany } from '../lib/refs.js';
import { queueStillUnderReview, type ApplicationMailOptions } from './application-mails.js';

/** What a run did with each application past its promise (by id). */
export type StatusMailOutcome = 'queued' | 'no-recipient';

/** The company's applications waiting past its promise at `now`, each with its wait's start. */
async function overdueApplications(firestore: Firestore, companyId: string, now: number) {
  const days = await responseDaysOfCompany(firestore, companyId);
  const snapshot = await firestore
    .collection(COLLECTIONS.applications)
    .where('companyId', '==', companyId)
    .where('stage', 'in', [...WAITING_STAGES])
    .get();
  return snapshot.docs.flatMap((doc) => {
    const changedAt: unknown = doc.get('stageChangedAt');
    if (doc.get('source') !== 'applicant' || !(changedAt instanceof Timestamp)) return [];
    const since = changedAt.toMillis();
    return now > responseDueAt(since, days) ? [{ doc, since }] : [];
  });
}

/** Queues the status mail of every application waiting past its company's promise at `now`. */
export async function sendStatusMails(
  firestore: Firestore,
  now: Date,
  options: Omit<ApplicationMailOptions, 'firestore'> = {},
): Promise<Record<string, StatusMailOutcome>> {
  const outcomes: Record<string, StatusMailOutcome> = {};
  for await (const companyId of allCompanyIds(firestore)) {
    for (const { doc, since } of await overdueApplications(firestore, companyId, now.getTime())) {
      const id = await queueStillUnderReview(doc.id, doc.data(), since, { ...options, firestore });
      outcomes[doc.id] = id ? 'queued' : 'no-recipient';
    }
  }
  return outcomes;
}
