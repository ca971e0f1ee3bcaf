import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type CallableInput } from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { actorOf, adminOverride, requireTeam, teamAccess } from '../lib/team-access.js';

/**
 * deleteJob {jobId}: a team member with canDeleteJobs in the posting's company (or an admin)
 * deletes it. Its applications stay (they carry the job's title). Audited DELETE_JOB, and
 * ADMIN_OVERRIDE when an admin deletes another company's posting. A tombstone
 * (deletedJobs/{jobId}) is written with the deletion, so the posting's public page answers 410.
 */
export async function deleteJob(
  firestore: Firestore,
  caller: Caller,
  { jobId }: CallableInput<'deleteJob'>,
): Promise<{ ok: true }> {
  const jobRef = firestore.collection(COLLECTIONS.jobs).doc(jobId);
  const audits: AuditEntry[] = [];
  await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const job = await tx.get(jobRef);
    const companyId = job.exists ? textOf(job, 'companyId') : '';
    // the board's sample jobs have no company: no team can delete them
    if (!companyId) throw refusal('not-found', 'There is no such posting');
    const access = await teamAccess(firestore, tx, caller, companyId);
    requireTeam(access, 'canDeleteJobs');
    const title = textOf(job, 'title');
    tx.delete(jobRef);
    tx.set(firestore.collection(COLLECTIONS.deletedJobs).doc(jobId), {
      deletedAt: FieldValue.serverTimestamp(),
    });
    audits.push(
      stageAudit(firestore, tx, {
        action: 'DELETE_JOB',
        ...actorOf(access),
        targetResource: COLLECTIONS.jobs,
        targetResourceId: jobId,
        metadata: { title, companyId },
      }),
    );
    const override = adminOverride(
      access,
      { targetResource: COLLECTIONS.jobs, targetResourceId: jobId },
      { action: 'DELETE_JOB', title },
    );
    if (override) audits.push(stageAudit(firestore, tx, override));
  });
  logAudits(audits);
  return { ok: true };
}
