// runBulkCandidateAction (contracts/bulk-action.ts): one action on many of a company's
// applications, each done on its own in a transaction of its own, in the shapes the app writes one
// by one: a move or rejection changes the application's stage with a stage event (the
// applicationStageMail trigger mails the applicant), a note is a team note, a booking link is
// issued as createBookingLink issues one (lib/booking, under an id made of the run's and the
// application's, so a retry finds it and mails nothing twice); each done item also gets its audit
// entry (BULK_CANDIDATE_ACTION). The run is stored under an id the server makes,
// with one item per application written in the item's own transaction, so running it again
// (by its id) does only what is not done yet, and never anything twice.
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  BULK_ACTION_LIMITS,
  COLLECTIONS,
  docPaths,
  pathOf,
  type ApplicationStage,
  type BulkAction,
  type BulkActionItemDocument,
  type BulkActionRunDocument,
  type BulkItemFailure,
  type BulkItemResult,
  type CallableInput,
  type RunBulkCandidateActionResult,
  type StageEventDocument,
  type TeamNoteDocument,
  type TeamPermissionFlag,
} from '../contracts.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { issueBookingLink } from '../lib/booking/issue-booking-link.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import {
  actorOf,
  requireCompany,
  requireTeam,
  teamAccess,
  type TeamAccess,
} from '../lib/team-access.js';

const applicationRef = (firestore: Firestore, applicationId: string) =>
  firestore.doc(pathOf(docPaths.application(applicationId)));
const runRef = (firestore: Firestore, companyId: string, bulkId: string) =>
  firestore.doc(pathOf(docPaths.bulkAction(companyId, bulkId)));
const itemRef = (firestore: Firestore, companyId: string, bulkId: string, applicationId: string) =>
  firestore.doc(pathOf(docPaths.bulkActionItem(companyId, bulkId, applicationId)));

/** An item that cannot be done as things stand, and why. */
class ItemFailure extends Error {
  constructor(readonly reason: BulkItemFailure) {
    super(reason);
  }
}

export interface BulkActionOptions {
  /**
   * Called in each item's transaction before it writes; what it throws fails that item as a
   * failed write would (the tests fail one item this way).
   */
  beforeWrite?: (applicationId: string) => void;
}

/** The flag each action needs, as one by one: sending a booking link is scheduling. */
const flagOf = (action: BulkAction): TeamPermissionFlag =>
  action.kind === 'bookingLink' ? 'canScheduleInterviews' : 'canScreenCandidates';

/** The caller's rights in the company: they must hold one of the flags a bulk action needs. */
async function accessFor(firestore: Firestore, caller: Caller, companyId: string) {
  const access = await teamAccess(firestore, firestore, caller, companyId);
  if (!access.permissions.canScreenCandidates) requireTeam(access, 'canScheduleInterviews');
  requireCompany(access);
  return access;
}

/** The stage a move or rejection takes the application to; null for a note. */
const targetStage = (action: BulkAction): ApplicationStage | null =>
  action.kind === 'move' ? action.to : action.kind === 'reject' ? 'rejected' : null;

/** The caller's name as stage events and notes record it: their profile's. */
const nameOf = (access: TeamAccess) =>
  access.profile.exists ? textOf(access.profile, 'displayName') : '';

/** Writes the action on one application in `tx`, as the app does one by one. */
function writeAction(
  firestore: Firestore,
  tx: Transaction,
  application: DocumentSnapshot,
  action: BulkAction,
  bulkId: string,
  access: TeamAccess,
): void {
  const by = access.caller.uid;
  const byName = nameOf(access);
  const to = targetStage(action);
  if (to === null) {
    if (action.kind !== 'note') return;
    const note: WithFieldValue<TeamNoteDocument> = {
      text: action.text,
      authorUid: by,
      authorName: byName,
      createdAt: FieldValue.serverTimestamp(),
    };
    // the run's id names the note: a second try could not add it again
    tx.create(application.ref.collection(COLLECTIONS.notes).doc(bulkId), note);
    return;
  }
  const from = textOf(application, 'stage') as ApplicationStage;
  if (from === to) throw new ItemFailure('already-there');
  const reason = action.kind === 'reject' ? action.reason : null;
  const shared = action.kind === 'reject' && action.share;
  tx.update(application.ref, {
    stage: to,
    sharedReason: shared ? reason : null,
    stageChangedAt: FieldValue.serverTimestamp(),
    stageChangedBy: by,
    stageEventId: bulkId,
  });
  const event: WithFieldValue<StageEventDocument> = {
    from,
    to,
    by,
    byName,
    at: FieldValue.serverTimestamp(),
    reason,
    reasonShared: shared,
  };
  tx.create(application.ref.collection(COLLECTIONS.stageEvents).doc(bulkId), event);
}

/** Does one item unless done already; answers its outcome and, when done now, its audit entry. */
async function runItem(
  firestore: Firestore,
  access: TeamAccess,
  bulkId: string,
  action: BulkAction,
  applicationId: string,
  options: BulkActionOptions,
): Promise<{ result: BulkItemResult; audit: AuditEntry | null }> {
  const item = itemRef(firestore, access.companyId, bulkId, applicationId);
  let audit: AuditEntry | null = null;
  try {
    if (action.kind === 'bookingLink') {
      if ((await item.get()).get('status') !== 'done') {
        options.beforeWrite?.(applicationId);
        // its own checks and transaction; a retry finds the link of this id and mails nothing
        await issueBookingLink(
          firestore,
          access.caller,
          { ...action.link, applicationId },
          { linkId: `${bulkId}_${applicationId}` },
        );
      }
    }
    await firestore.runTransaction(async (tx) => {
      audit = null;
      const [stored, application] = await tx.getAll(item, applicationRef(firestore, applicationId));
      if (stored?.get('status') === 'done') return;
      // the run was checked when made; an application moved to another company since is not found
      if (!application?.exists || textOf(application, 'companyId') !== access.companyId) {
        throw new ItemFailure('failed');
      }
      options.beforeWrite?.(applicationId);
      writeAction(firestore, tx, application, action, bulkId, access);
      audit = stageAudit(firestore, tx, {
        action: 'BULK_CANDIDATE_ACTION',
        ...actorOf(access),
        targetResource: COLLECTIONS.applications,
        targetResourceId: applicationId,
        metadata: {
          companyId: access.companyId,
          bulkId,
          kind: action.kind,
          ...(targetStage(action) ? { to: targetStage(action) } : {}),
        },
      });
      const done: WithFieldValue<BulkActionItemDocument> = {
        status: 'done',
        reason: null,
        at: FieldValue.serverTimestamp(),
      };
      tx.set(item, done);
    });
    return { result: { applicationId, status: 'done', reason: null }, audit };
  } catch (error) {
    const reason =
      error instanceof ItemFailure
        ? error.reason
        : error instanceof HttpsError && refusalReason(error) === 'application-closed'
          ? 'closed'
          : 'failed';
    const failed: WithFieldValue<BulkActionItemDocument> = {
      status: 'failed',
      reason,
      at: FieldValue.serverTimestamp(),
    };
    await item.set(failed);
    return { result: { applicationId, status: 'failed', reason }, audit: null };
  }
}

/** The reason a refusal names (lib/callable.ts `refusal`). */
const refusalReason = (error: HttpsError): unknown =>
  (error.details as { reason?: unknown } | undefined)?.reason;

/** Runs `work` on each of `items`, at most `limit` at a time; answers in the items' order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What a run does, to which applications. */
type RunPlan = Pick<BulkActionRunDocument, 'action' | 'applicationIds'>;

/** A new run: every application must be the company's (else nothing is done at all). */
async function createRun(
  firestore: Firestore,
  access: TeamAccess,
  applicationIds: readonly string[],
  action: BulkAction,
): Promise<{ bulkId: string; run: RunPlan }> {
  const applications = await firestore.getAll(
    ...applicationIds.map((applicationId) => applicationRef(firestore, applicationId)),
  );
  // another company's application reads as a missing one: the caller learns nothing about it
  if (applications.some((entry) => textOf(entry, 'companyId') !== access.companyId)) {
    throw refusal('not-found', 'Not every application is one of this company’s');
  }
  const ref = firestore.collection(pathOf(docPaths.bulkActions(access.companyId))).doc();
  const run: WithFieldValue<BulkActionRunDocument> = {
    createdBy: access.caller.uid,
    createdAt: FieldValue.serverTimestamp(),
    action,
    applicationIds: [...applicationIds],
  };
  await ref.create(run);
  return { bulkId: ref.id, run: { action, applicationIds: [...applicationIds] } };
}

/** A stored run of the company, by its id. */
async function storedRun(
  firestore: Firestore,
  companyId: string,
  bulkId: string,
): Promise<RunPlan> {
  const snapshot = await runRef(firestore, companyId, bulkId).get();
  if (!snapshot.exists) throw refusal('not-found', 'There is no such bulk action');
  return snapshot.data() as BulkActionRunDocument;
}

/**
 * runBulkCandidateAction {companyId, applicationIds, action} or {companyId, bulkId}: the action's
 * flag in the company (canScreenCandidates; canScheduleInterviews for booking links); does the
 * action on each application not done yet and answers every outcome.
 */
export async function runBulkCandidateAction(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'runBulkCandidateAction'>,
  options: BulkActionOptions = {},
): Promise<RunBulkCandidateActionResult> {
  const access = await accessFor(firestore, caller, input.companyId);
  let bulkId: string;
  let run: RunPlan;
  if ('bulkId' in input) {
    ({ bulkId } = input);
    run = await storedRun(firestore, input.companyId, bulkId);
    requireTeam(access, flagOf(run.action));
  } else {
    requireTeam(access, flagOf(input.action));
    ({ bulkId, run } = await createRun(firestore, access, input.applicationIds, input.action));
  }
  const outcomes = await inPool(run.applicationIds, BULK_ACTION_LIMITS.concurrency, (id) =>
    runItem(firestore, access, bulkId, run.action, id, options),
  );
  logAudits(outcomes.flatMap((outcome) => (outcome.audit ? [outcome.audit] : [])));
  return { bulkId, items: outcomes.map((outcome) => outcome.result) };
}
