import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type SetUserDisabledResult, type CallableInput } from '../contracts.js';
import { adminAuth } from '../lib/admin.js';
import { logAudits, stageAudit } from '../lib/audit.js';
import { requireAdmin } from '../lib/require-admin.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { calendarFeedRef, pendingInvitationsSentBy, profileRef } from '../lib/refs.js';

const isMissingUser = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'auth/user-not-found';

/**
 * setUserDisabled {uid, disabled}: an administrator disables an account (it can no longer sign
 * in, its refresh tokens are revoked, and its profile says so, which firestore.rules and the
 * person's open tabs act on at once) or enables it again. Audited DISABLE_ACCOUNT /
 * ENABLE_ACCOUNT. Never one's own account (self-action), never the last enabled administrator.
 */
export async function setUserDisabled(
  firestore: Firestore,
  caller: Caller,
  { uid, disabled }: CallableInput<'setUserDisabled'>,
): Promise<SetUserDisabledResult> {
  const { actor } = await requireAdmin(firestore, caller, 'disable or enable an account');
  if (uid === caller.uid) throw refusal('self-action', 'You cannot disable your own account');

  const outcome = await firestore.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(firestore, uid));
    if (!profile.exists) throw refusal('not-found', 'There is no such person');
    if ((profile.get('disabled') === true) === disabled) return { changed: false, audits: [] };
    if (disabled && textOf(profile, 'role') === 'admin') {
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
    // the invitations they sent and nobody accepted yet are withdrawn (not given back on enabling)
    const companyId = textOf(profile, 'companyId');
    const sent =
      disabled && companyId
        ? (await tx.get(pendingInvitationsSentBy(firestore, companyId, uid))).docs
        : [];
    for (const invitation of sent) tx.delete(invitation.ref);
    tx.update(
      profile.ref,
      disabled
        ? {
            disabled: true,
            disabledAt: FieldValue.serverTimestamp(),
            sessionsRevokedAt: FieldValue.serverTimestamp(),
          }
        : { disabled: false, disabledAt: FieldValue.delete() },
    );
    // a calendar feed names candidates and meeting places: it ends for good, not just while disabled
    if (disabled) tx.delete(calendarFeedRef(firestore, uid));
    const audit = stageAudit(firestore, tx, {
      action: disabled ? 'DISABLE_ACCOUNT' : 'ENABLE_ACCOUNT',
      ...actor,
      targetResource: COLLECTIONS.users,
      targetResourceId: uid,
      metadata: { email: textOf(profile, 'email') || null },
    });
    return { changed: true, audits: [audit] };
  });

  if (outcome.changed) {
    // the profile is the record; the sign-in service follows it (a seeded sample person may
    // have no sign-in account at all)
    try {
      await adminAuth().updateUser(uid, { disabled });
      if (disabled) await adminAuth().revokeRefreshTokens(uid);
    } catch (error) {
      if (!isMissingUser(error)) throw error;
    }
    logAudits(outcome.audits);
  }
  return { disabled };
}
