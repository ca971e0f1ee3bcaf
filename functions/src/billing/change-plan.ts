// changePlan {companyId, plan, interval}: a billing manager picks the plan the company pays from
// its next renewal on. Nothing is charged now; choosing the current plan and interval withdraws a
// pending change. Not audited: no audit action names a plan change (an admin acting on a company
// they are not in is recorded as ADMIN_OVERRIDE, as in every team callable).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { type ChangePlanResult, type CallableInput } from '../contracts.js';
import { logAudits, stageAudit, type AuditEntry } from '../lib/audit.js';
import { refusal, type Caller } from '../lib/callable.js';
import { adminOverride, requireCompany, requireTeam, teamAccess } from '../lib/team-access.js';
import { subscriptionRef } from '../lib/billing/subscription.js';

export async function changePlan(
  firestore: Firestore,
  caller: Caller,
  { companyId, plan, interval }: CallableInput<'changePlan'>,
): Promise<ChangePlanResult> {
  const audits: AuditEntry[] = [];
  const result = await firestore.runTransaction(async (tx) => {
    audits.length = 0;
    const access = await teamAccess(firestore, tx, caller, companyId);
    requireTeam(access, 'canManageBilling');
    requireCompany(access);
    const subscription = await tx.get(subscriptionRef(firestore, companyId));
    if (!subscription.exists) throw refusal('not-found', 'This company has no subscription');
    const isCurrent =
      subscription.get('plan') === plan && subscription.get('interval') === interval;
    const answer: ChangePlanResult = isCurrent
      ? { pendingPlan: null, pendingInterval: null }
      : { pendingPlan: plan, pendingInterval: interval };
    tx.update(subscription.ref, { ...answer, updatedAt: FieldValue.serverTimestamp() });
    const override = adminOverride(
      access,
      { targetResource: 'subscriptions', targetResourceId: companyId },
      { change: 'plan', plan, interval },
    );
    if (override) audits.push(stageAudit(firestore, tx, override));
    return answer;
  });
  logAudits(audits);
  return result;
}
