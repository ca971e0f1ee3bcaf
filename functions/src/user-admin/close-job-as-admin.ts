import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type CallableInput } from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { requireAdmin } from '../lib/require-admin.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';

/**
 * closeJobAsAdmin {jobId, reason}: an administrator takes a company's posting off the board (a
 * posting that breaks the rules, a company that cannot be reached). Closed as the company would
 * close it: the team still sees it and may reopen it. Audited ADMIN_OVERRIDE with the reason.
 */
export async function closeJobAsAdmin(
  firestore: Firestore,
  caller: Caller,
  { jobId, reason }: CallableInput<'closeJobAsAdmin'>,
): Promise<{ closed: boolean }> {
  const { actor } = await requireAdmin(firestore, caller, "close a company's posting");
  const jobRef = firestore.collection(COLLECTIONS.jobs).doc(jobId);
  const audits: AuditEntry[] = [];
  const closed = await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const job = await tx.get(jobRef);
    const companyId = job.exists ? textOf(job, 'companyId') : '';
    // the board's sample jobs belong to no company: nobody's posting to override
    if (!companyId) throw refusal('not-found', 'There is no such posting');
    if (textOf(job, 'status') !== 'open') return false;
    tx.update(jobRef, { status: 'closed', updatedAt: FieldValue.serverTimestamp() });
    audits.push(
      stageAudit(firestore, tx, {
        action: 'ADMIN_OVERRIDE',
        ...actor,
        targetResource: COLLECTIONS.jobs,
        targetResourceId: jobId,
        metadata: { action: 'CLOSE_JOB', companyId, title: textOf(job, 'title'), reason },
      }),
    );
    return true;
  });
  logAudits(audits);
  return { closed };
}
