import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { COLLECTIONS, docPaths, pathOf, type CallableInput } from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import {
  actorOf,
  adminOverride,
  requireCompany,
  teamAccess,
  type TeamAccess,
} from '../lib/team-access.js';
import { profileRef } from '../lib/refs.js';

/** Writes per batch (Firestore allows 500). */
const BATCH_SIZE = 400;

type Write = (batch: WriteBatch) => void;

async function commitInBatches(firestore: Firestore, writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = firestore.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) write(batch);
    await batch.commit();
  }
}

/** Refuses (forbidden) unless the caller owns the company or is an admin. */
function requireOwner(access: TeamAccess): void {
  if (!access.isOwner && !access.isAdmin) {
    throw refusal('forbidden', "Only the company's owner may do this");
  }
}

/**
 * deleteTeam {companyId, confirmName}: the owner (or an admin), typing the company's name, deletes
 * the team: its invitations first (nobody joins meanwhile), its open postings closed, its talent
 * pool, mail templates, settings and public figures (companyStats) deleted, every member
 * document (each person's profile loses the `companyId`), then the company itself with the
 * DELETE_TEAM entry. Should it stop halfway, the company is still there to delete again.
 */
export async function deleteTeam(
  firestore: Firestore,
  caller: Caller,
  { companyId, confirmName }: CallableInput<'deleteTeam'>,
): Promise<{ ok: true }> {
  const access = await teamAccess(firestore, firestore, caller, companyId);
  requireOwner(access);
  requireCompany(access);
  const companyName = textOf(access.company, 'name');
  if (confirmName !== companyName) {
    throw refusal('confirmation-mismatch', "The name typed is not the company's name");
  }

  const invitations = await firestore
    .collection(pathOf(docPaths.invitations(companyId)))
    .listDocuments();
  await commitInBatches(
    firestore,
    invitations.map((ref) => (batch) => batch.delete(ref)),
  );

  const postings = await firestore
    .collection(COLLECTIONS.jobs)
    .where('companyId', '==', companyId)
    .get();
  const openPostings = postings.docs.filter((posting) => posting.get('status') !== 'closed');
  await commitInBatches(
    firestore,
    openPostings.map(
      (posting) => (batch) =>
        batch.update(posting.ref, { status: 'closed', updatedAt: FieldValue.serverTimestamp() }),
    ),
  );

  // the talent pool is the company's own (sample) people: it goes with the company
  const candidates = await firestore
    .collection(COLLECTIONS.candidates)
    .where('companyId', '==', companyId)
    .select()
    .get();
  await commitInBatches(
    firestore,
    candidates.docs.map((candidate) => (batch) => batch.delete(candidate.ref)),
  );

  // the company's own mails and its response promise go with it
  const owned = [
    ...(await firestore.collection(pathOf(docPaths.mailTemplates(companyId))).listDocuments()),
    ...(await firestore.collection(pathOf(docPaths.settings(companyId))).listDocuments()),
  ];
  await commitInBatches(
    firestore,
    owned.map((ref) => (batch) => batch.delete(ref)),
  );

  const members = await firestore.collection(pathOf(docPaths.members(companyId))).listDocuments();
  const profiles = members.length
    ? await firestore.getAll(...members.map((member) => profileRef(firestore, member.id)))
    : [];
  const memberWrites: Write[] = [];
  members.forEach((member: DocumentReference, index) => {
    const profile = profiles[index];
    if (profile?.exists && textOf(profile, 'companyId') === companyId) {
      memberWrites.push((batch) => batch.update(profile.ref, { companyId: FieldValue.delete() }));
    }
    memberWrites.push((batch) => batch.delete(member));
  });
  await commitInBatches(firestore, memberWrites);

  const audits: AuditEntry[] = [];
  const last = firestore.batch();
  last.delete(access.company.ref);
  // its public figures with the company itself: the rate's computation writes none once it is gone
  last.delete(firestore.doc(pathOf(docPaths.companyStats(companyId))));
  audits.push(
    stageAudit(firestore, last, {
      action: 'DELETE_TEAM',
      ...actorOf(access),
      targetResource: COLLECTIONS.companies,
      targetResourceId: companyId,
      metadata: {
        companyId,
        companyName,
        members: members.length,
        closedPostings: openPostings.length,
        deletedCandidates: candidates.size,
      },
    }),
  );
  const override = adminOverride(
    access,
    { targetResource: COLLECTIONS.companies, targetResourceId: companyId },
    { action: 'DELETE_TEAM' },
  );
  if (override) audits.push(stageAudit(firestore, last, override));
  await last.commit();
  logAudits(audits);
  return { ok: true };
}
