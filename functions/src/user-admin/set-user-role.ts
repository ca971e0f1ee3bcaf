import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type SetUserRoleResult, type CallableInput } from '../contracts.js';
import { logAudits, stageAudit } from '../lib/audit.js';
import { requireAdmin } from '../lib/require-admin.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { memberRef, profileRef } from '../lib/refs.js';

/**
 * setUserRole {uid, role}: an administrator changes a person's role, audited UPDATE_ROLE in the
 * same transaction. Never the platform's last enabled administrator (last-admin); never a
 * company's owner out of the employer role (owner-protected: they hand the company over or delete
 * it first). A team member who stops being an employer leaves the team. The person's client sees
 * the change on their profile at once; firestore.rules read the role from the profile, so their
 * rights change with it.
 */
export async function setUserRole(
  firestore: Firestore,
  caller: Caller,
  { uid, role }: CallableInput<'setUserRole'>,
): Promise<SetUserRoleResult> {
  const { actor } = await requireAdmin(firestore, caller, "change a person's role");
  const outcome = await firestore.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(firestore, uid));
    if (!profile.exists) throw refusal('not-found', 'There is no such person');
    const from = textOf(profile, 'role');
    if (from === role) return { result: { role, changed: false }, audits: [] };

    if (from === 'admin') {
      const admins = await tx.get(
        firestore.collection(COLLECTIONS.users).where('role', '==', 'admin'),
      );
      const othersEnabled = admins.docs.filter(
        (admin) => admin.id !== uid && admin.get('disabled') !== true,
      );
      if (othersEnabled.length === 0) {
        throw refusal('last-admin', 'The platform keeps at least one enabled administrator');
      }
    }
    const companyId = textOf(profile, 'companyId');
    let removedFromCompany: string | null = null;
    if (from === 'employer' && role !== 'employer') {
      const owned = await tx.get(
        firestore.collection(COLLECTIONS.companies).where('ownerId', '==', uid).limit(1),
      );
      if (!owned.empty) {
        throw refusal('owner-protected', "A company's owner stays an employer");
      }
      if (companyId) {
        const member = await tx.get(memberRef(firestore, companyId, uid));
        if (member.exists) tx.delete(member.ref);
        removedFromCompany = companyId;
      }
    }
    tx.update(profile.ref, {
      role,
      ...(removedFromCompany ? { companyId: FieldValue.delete() } : {}),
    });
    const audit = stageAudit(firestore, tx, {
      action: 'UPDATE_ROLE',
      ...actor,
      targetResource: COLLECTIONS.users,
      targetResourceId: uid,
      metadata: { from, to: role, ...(removedFromCompany ? { removedFromCompany } : {}) },
    });
    return { result: { role, changed: true }, audits: [audit] };
  });
  logAudits(outcome.audits);
  return outcome.result;
}
