import { timingSafeEqual } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import {
  TEAM_PERMISSION_FLAGS,
  teamPermissionsFrom,
  type AcceptInvitationResult,
  type MemberDocument,
  type CallableInput,
} from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { refusal, type Caller } from '../lib/callable.js';
import { textOf } from '../lib/snapshot.js';
import { companyRef, memberRef, profileRef } from '../lib/refs.js';
import { invitationRef } from './invitation-ref.js';
import { teamAccess } from '../lib/team-access.js';
import { tokenHashOf } from './send-invitation.js';

/** Whether `token` is the one whose hash is stored, compared in constant time. */
function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHashOf(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && given.length > 0 && timingSafeEqual(given, stored);
}

/**
 * acceptInvitation {companyId, invitationId, token}: the invited person, signed in with the
 * invited email, joins the company with the invitation's flags and becomes an employer. Accepting
 * again (or an invitation to the company one is already in) succeeds and changes nothing.
 */
export async function acceptInvitation(
  firestore: Firestore,
  caller: Caller,
  { companyId, invitationId, token }: CallableInput<'acceptInvitation'>,
): Promise<AcceptInvitationResult> {
  const ref = invitationRef(firestore, companyId, invitationId);
  const audits: AuditEntry[] = [];
  const result = await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const [invitation, company, profile, member] = await tx.getAll(
      ref,
      companyRef(firestore, companyId),
      profileRef(firestore, caller.uid),
      memberRef(firestore, companyId, caller.uid),
    );
    if (!invitation?.exists || !company?.exists || !profile || !member) {
      throw refusal('not-found', 'There is no such invitation');
    }
    // the link's secret first: without it, nothing about the invitation is told
    if (!tokenMatches(token, textOf(invitation, 'tokenHash'))) {
      throw refusal('not-found', 'There is no such invitation');
    }
    const answer: AcceptInvitationResult = { companyId, companyName: textOf(company, 'name') };
    if (invitation.get('status') !== 'pending') {
      if (invitation.get('acceptedBy') === caller.uid && member.exists) return answer;
      throw refusal('invitation-used', 'This invitation has been used');
    }
    const expiresAt: unknown = invitation.get('expiresAt');
    if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= Date.now()) {
      throw refusal('invitation-expired', 'This invitation has expired');
    }
    // the sender must still be allowed to invite, with every flag the invitation carries: an
    // invitation does not outlive its sender's rights (removed, disabled, or flags taken away)
    const permissions = teamPermissionsFrom(
      invitation.get('permissions') as Record<string, unknown>,
    );
    const invitedBy = textOf(invitation, 'invitedBy');
    const sender = invitedBy
      ? await teamAccess(firestore, tx, { uid: invitedBy, email: null, name: null }, companyId)
      : null;
    const senderMayGrant =
      sender?.permissions.canManageTeam === true &&
      TEAM_PERMISSION_FLAGS.every((flag) => !permissions[flag] || sender.permissions[flag]);
    if (!senderMayGrant) {
      throw refusal('not-found', 'This invitation was withdrawn: its sender may no longer invite');
    }
    const role = profile.exists ? textOf(profile, 'role') : '';
    if (role === 'admin') {
      throw refusal('forbidden', 'An administrator cannot join a company');
    }
    const email = textOf(invitation, 'email').toLowerCase();
    if (caller.email === null || caller.email !== email) {
      throw refusal('invitation-email-mismatch', 'This invitation is for another email address');
    }
    const currentCompany = profile.exists ? textOf(profile, 'companyId') : '';
    if (currentCompany && currentCompany !== companyId) {
      throw refusal('already-in-company', 'You are already in another company');
    }
    const accepted = {
      status: 'accepted',
      acceptedBy: caller.uid,
      acceptedAt: FieldValue.serverTimestamp(),
    };
    if (currentCompany === companyId && member.exists) {
      // already in this company (its owner, or a member invited twice): the flags stay as they are
      tx.update(ref, accepted);
      return answer;
    }

    const displayName = textOf(profile, 'displayName') || caller.name || email;
    const memberDocument: WithFieldValue<MemberDocument> = {
      uid: caller.uid,
      email,
      displayName,
      permissions,
      addedBy: textOf(invitation, 'invitedBy'),
      addedAt: FieldValue.serverTimestamp(),
    };
    tx.set(member.ref, memberDocument);
    if (profile.exists) {
      tx.update(profile.ref, { role: 'employer', companyId });
    } else {
      tx.set(profile.ref, {
        uid: caller.uid,
        role: 'employer',
        displayName,
        email,
        createdAt: FieldValue.serverTimestamp(),
        companyId,
      });
    }
    tx.update(ref, accepted);
    if (profile.exists && role !== 'employer') {
      audits.push(
        stageAudit(firestore, tx, {
          action: 'UPDATE_ROLE',
          userId: caller.uid,
          userEmail: email,
          userRole: role,
          targetResource: 'users',
          targetResourceId: caller.uid,
          metadata: { from: role, to: 'employer', reason: 'invitation', companyId },
        }),
      );
    }
    return answer;
  });
  logAudits(audits);
  return result;
}
