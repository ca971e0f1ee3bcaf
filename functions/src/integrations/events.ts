// The events webhooks receive, from the triggers of functions/src/index.ts (interview.scheduled
// is queued by the interviews callable). Each event's id is the trigger's event id, so an event
// delivered twice queues its deliveries once. The data is ids and non-personal fields: never a
// candidate's name, email or note, nor a scorecard's notes or a team note.
import type { Firestore } from 'firebase-admin/firestore';
import { docPaths, pathOf } from '../contracts.js';
import { queueWebhookEvent } from '../lib/webhooks/emit.js';

type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored timestamp as ISO 8601, or null. */
function isoOf(value: unknown): string | null {
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  return null;
}

/** What every application event says of the application. */
const applicationFields = (applicationId: string, application: Record<string, unknown>) => ({
  applicationId,
  jobId: text(application.jobId),
  jobTitle: text(application.jobTitle),
  source: text(application.source),
});

/** A new application (an applicant, or a talent-pool candidate added): 'application.created'. */
export async function emitApplicationCreated(
  firestore: Firestore,
  applicationId: string,
  application: Data,
  eventId: string,
): Promise<number> {
  const companyId = text(application?.companyId);
  if (!application || !companyId) return 0;
  return queueWebhookEvent(firestore, {
    companyId,
    type: 'application.created',
    eventId,
    data: {
      ...applicationFields(applicationId, application),
      stage: text(application.stage),
      createdAt: isoOf(application.createdAt),
    },
  });
}

/** A candidate moved to another stage: 'application.stage_changed' (other changes: nothing). */
export async function emitStageChanged(
  firestore: Firestore,
  applicationId: string,
  before: Data,
  after: Data,
  eventId: string,
): Promise<number> {
  const companyId = text(after?.companyId);
  if (!before || !after || !companyId || before.stage === after.stage) return 0;
  return queueWebhookEvent(firestore, {
    companyId,
    type: 'application.stage_changed',
    eventId,
    data: {
      ...applicationFields(applicationId, after),
      from: text(before.stage),
      to: text(after.stage),
      changedAt: isoOf(after.stageChangedAt),
    },
  });
}

/** An interviewer's scorecard: 'scorecard.submitted', with the recommendation (not the notes). */
export async function emitScorecardSubmitted(
  firestore: Firestore,
  interviewId: string,
  authorUid: string,
  scorecard: Data,
  eventId: string,
): Promise<number> {
  if (!scorecard) return 0;
  const interview = await firestore.doc(pathOf(docPaths.interview(interviewId))).get();
  const companyId = text(interview.get('companyId'));
  if (!interview.exists || !companyId) return 0;
  return queueWebhookEvent(firestore, {
    companyId,
    type: 'scorecard.submitted',
    eventId,
    data: {
      interviewId,
      applicationId: text(interview.get('applicationId')),
      jobId: text(interview.get('jobId')),
      jobTitle: text(interview.get('jobTitle')),
      interviewerUid: authorUid,
      recommendation: text(scorecard.recommendation),
      submittedAt: isoOf(scorecard.submittedAt),
    },
  });
}
