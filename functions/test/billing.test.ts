// Billing against the emulators: the subscription createCompany gives a company (and its mirror on
// the owner's profile), the owner's feedback discount shown on it, renewals (called directly, as
// the daily schedule calls them) with the discount consumed once, idempotent reruns, a declined
// charge, a pending plan change, and the changePlan callable's refusals.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  ALL_TEAM_PERMISSIONS,
  CALLABLES,
  FEEDBACK_DISCOUNT_PERCENT,
  PLANS,
  renewalCharge,
  YEARLY_MONTHS_CHARGED,
} from '../src/contracts.ts';
import {
  createLocalProvider,
  LOCAL_DECLINE_REASON,
  type LocalProvider,
} from '../src/billing/local-provider.ts';
import type { PaymentProvider } from '../src/billing/payment-provider.ts';
import { renewalKey } from '../src/lib/billing/renewal-period.ts';
import { renewDueSubscriptions, renewSubscription } from '../src/billing/renew-subscription.ts';
import { refusingProvider, unconfiguredReason } from '../src/billing/select-provider.ts';
import {
  addMember,
  call,
  eventually,
  useHarness,
  makeCompany,
  only,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('billing');

const DAY_MS = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const dataOf = async (path: string) => (await h.db.doc(path).get()).data();
const subscriptionOf = (companyId: string) => dataOf(`subscriptions/${companyId}`);
type StoredInvoice = Record<string, unknown> & { id: string };
const invoicesOf = async (companyId: string): Promise<StoredInvoice[]> =>
  (await h.db.collection(`subscriptions/${companyId}/invoices`).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  }));
const dayOf = (value: unknown) => renewalKey((value as Timestamp).toDate());
/** users/{uid}.subscription: the mirror the feedback discount reads. */
const mirrorOf = async (uid: string) =>
  (await dataOf(`users/${uid}`))?.subscription as
    { renewsAt: Timestamp; interval: string } | undefined;

/** A company owned by a new employer, with a subscription written as the server writes it. */
async function subscribed(
  name: string,
  subscription: { renewsAt: Date; plan?: string; interval?: string } & Record<string, unknown>,
): Promise<{ owner: Account; companyId: string }> {
  const owner = await h.account(`${name}-owner`, { role: 'employer' });
  const { companyId } = await makeCompany(h, name, owner);
  const { renewsAt, ...rest } = subscription;
  await h.db.doc(`subscriptions/${companyId}`).set({
    plan: 'growth',
    interval: 'month',
    status: 'active',
    currency: 'USD',
    pendingPlan: null,
    pendingInterval: null,
    ownerUid: owner.uid,
    upcomingDiscount: null,
    paymentMethod: { brand: 'visa', last4: '4242' },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    billingAnchor: Timestamp.fromDate(renewsAt),
    ...rest,
    renewsAt: Timestamp.fromDate(renewsAt),
  });
  await h.db.doc(`users/${owner.uid}`).set(
    {
      subscription: {
        renewsAt: Timestamp.fromDate(renewsAt),
        interval: rest.interval ?? 'month',
      },
    },
    { merge: true },
  );
  return { owner, companyId };
}

/** The owner's pending feedback discount for `renewal`, as grant-discount.ts records it. */
async function pendingDiscount(uid: string, renewal: Date): Promise<string> {
  const id = `${uid}_${renewalKey(renewal)}`;
  await h.db.doc(`discounts/${id}`).set({
    uid,
    percent: FEEDBACK_DISCOUNT_PERCENT,
    reason: 'feedback',
    feedbackId: `feedback-${id}`,
    renewalDate: Timestamp.fromDate(renewal),
    periodStart: Timestamp.fromDate(new Date(renewal.getTime() - 30 * DAY_MS)),
    interval: 'month',
    status: 'pending',
    createdAt: FieldValue.serverTimestamp(),
  });
  return id;
}

/** A provider that counts its calls and passes them on. */
function counting(inner: PaymentProvider): PaymentProvider & { calls: number } {
  const provider = {
    name: 'counting',
    calls: 0,
    charge(request: Parameters<PaymentProvider['charge']>[0]) {
      provider.calls += 1;
      return inner.charge(request);
    },
  };
  return provider;
}

describe('the subscription of a new company', () => {
  it('createCompany starts it on the starter plan, monthly, renewing a month later, mirrored on the owner', async () => {
    const employer = await h.account('create', { role: 'employer' });
    const before = new Date();
    const answer = await call<{ companyId: string }>(
      CALLABLES.createCompany,
      { name: 'Billing Labs' },
      employer,
    );
    expect(answer.error).toBeUndefined();
    const companyId = answer.result!.companyId;
    const subscription = await subscriptionOf(companyId);
    expect(subscription).toMatchObject({
      plan: 'starter',
      interval: 'month',
      status: 'active',
      currency: 'USD',
      pendingPlan: null,
      pendingInterval: null,
      ownerUid: employer.uid,
      upcomingDiscount: null,
      paymentMethod: null,
    });
    expect(dayOf(subscription?.billingAnchor)).toBe(renewalKey(before));
    const renewsAt = (subscription?.renewsAt as Timestamp).toDate();
    const expected = new Date(
      Date.UTC(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate()),
    );
    // a month later, the day clamped to a shorter month (31 Jan → 28 Feb)
    expect(renewsAt.getUTCHours()).toBe(0);
    expect(Math.abs(renewsAt.getTime() - expected.getTime())).toBeLessThanOrEqual(3 * DAY_MS);
    expect(renewsAt.getTime()).toBeGreaterThan(before.getTime() + 27 * DAY_MS);
    const profile = await dataOf(`users/${employer.uid}`);
    expect(profile).toMatchObject({ companyId, subscription: { interval: 'month' } });
    expect(dayOf((await mirrorOf(employer.uid))?.renewsAt)).toBe(renewalKey(renewsAt));
    expect(await invoicesOf(companyId)).toEqual([]);
  });

  it("the owner's feedback earns the discount for the subscription's renewal day, shown on the subscription", async () => {
    const owner = await h.account('feedback-owner', { role: 'employer' });
    const answer = await call<{ companyId: string }>(
      CALLABLES.createCompany,
      { name: 'Feedback Labs' },
      owner,
    );
    const companyId = answer.result!.companyId;
    const renewsAt = (await subscriptionOf(companyId))?.renewsAt as Timestamp;
    const member = await h.account('feedback-member', { role: 'employer' });
    await addMember(h, companyId, member, only('canManageBilling'), owner.uid);

    const feedback = (uid: string) => ({
      authorUid: uid,
      text: 'Invoices as PDF, please.',
      context: null,
      locale: 'en',
      source: 'panel',
      dictated: false,
      createdAt: FieldValue.serverTimestamp(),
    });
    // a member's feedback is their own discount, not the company's
    const fromMember = await h.db.collection('feedback').add(feedback(member.uid));
    await eventually(
      async () =>
        (await dataOf(`feedback/${fromMember.id}`))?.discountOutcome as string | undefined,
      'member discount',
    );
    expect((await subscriptionOf(companyId))?.upcomingDiscount).toBeNull();

    const fromOwner = await h.db.collection('feedback').add(feedback(owner.uid));
    const discountId = await eventually(
      async () => (await dataOf(`feedback/${fromOwner.id}`))?.discountId as string | undefined,
      'owner discount',
    );
    expect(discountId).toBe(`${owner.uid}_${dayOf(renewsAt)}`);
    expect((await subscriptionOf(companyId))?.upcomingDiscount).toEqual({
      discountId,
      percent: FEEDBACK_DISCOUNT_PERCENT,
    });
  });
});

describe('renewSubscription', () => {
  it('charges the plan with the discount of exactly this renewal once; the next renewal is full price', async () => {
    const renewal = day('2026-01-31');
    const { owner, companyId } = await subscribed('renew', { renewsAt: renewal });
    const discountId = await pendingDiscount(owner.uid, renewal);
    const provider = createLocalProvider();

    // not due the day before
    expect(
      (await renewSubscription(h.db, companyId, new Date(renewal.getTime() - 1), provider)).outcome,
    ).toBe('not-due');

    const now = new Date('2026-01-31T03:00:00Z');
    const first = await renewSubscription(h.db, companyId, now, provider);
    expect(first).toMatchObject({ outcome: 'renewed', invoiceId: '2026-01-31' });
    const charge = renewalCharge({ plan: 'growth', interval: 'month', discountPercent: 10 });
    expect(charge).toEqual({ amount: 7_900, discountAmount: 790, total: 7_110 });
    const invoice = (await invoicesOf(companyId))[0]!;
    expect(invoice).toMatchObject({
      id: '2026-01-31',
      number: 'INV-20260131',
      plan: 'growth',
      interval: 'month',
      ...charge,
      discountPercent: 10,
      currency: 'USD',
      status: 'paid',
      discountId,
      failureReason: null,
    });
    expect(dayOf(invoice.periodStart)).toBe('2026-01-31');
    expect(dayOf(invoice.periodEnd)).toBe('2026-02-28');
    expect(provider.charges).toEqual([
      expect.objectContaining({
        customerRef: companyId,
        amountCents: 7_110,
        currency: 'USD',
        idempotencyKey: `${companyId}_2026-01-31`,
        status: 'succeeded',
      }),
    ]);
    expect(invoice.providerRef).toBe(provider.charges[0]?.reference);
    expect(await dataOf(`discounts/${discountId}`)).toMatchObject({
      status: 'applied',
      invoiceId: '2026-01-31',
    });
    const subscription = await subscriptionOf(companyId);
    expect(subscription).toMatchObject({ status: 'active', upcomingDiscount: null });
    expect(dayOf(subscription?.renewsAt)).toBe('2026-02-28');
    expect(dayOf((await mirrorOf(owner.uid))?.renewsAt)).toBe('2026-02-28');

    // the rerun of the same day writes nothing twice
    expect((await renewSubscription(h.db, companyId, now, provider)).outcome).toBe('not-due');
    expect(await invoicesOf(companyId)).toHaveLength(1);

    // the next renewal: full price, the applied discount is not taken again
    const second = await renewSubscription(
      h.db,
      companyId,
      new Date('2026-02-28T03:00:00Z'),
      provider,
    );
    expect(second.outcome).toBe('renewed');
    const invoices = await invoicesOf(companyId);
    expect(invoices.map((entry) => [entry.id, entry.total, entry.discountId])).toEqual([
      ['2026-01-31', 7_110, discountId],
      ['2026-02-28', PLANS.growth.monthlyCents, null],
    ]);
    expect(dayOf((await subscriptionOf(companyId))?.renewsAt)).toBe('2026-03-31');
  });

  it('two runs at once charge and invoice the renewal once', async () => {
    const renewal = day('2026-03-10');
    const { companyId } = await subscribed('race', { renewsAt: renewal });
    const local = createLocalProvider();
    const provider = counting(local);
    const now = new Date('2026-03-10T03:00:00Z');
    const outcomes = await Promise.all([
      renewSubscription(h.db, companyId, now, provider),
      renewSubscription(h.db, companyId, now, provider),
      renewSubscription(h.db, companyId, now, provider),
    ]);
    expect(outcomes.filter((result) => result.outcome === 'renewed')).toHaveLength(1);
    expect(await invoicesOf(companyId)).toHaveLength(1);
    // every call the provider got carried the same key: it charged once
    expect(local.charges).toHaveLength(1);
    expect(dayOf((await subscriptionOf(companyId))?.renewsAt)).toBe('2026-04-10');
  });

  it('after a provider that did not answer, the next run charges the same figures with the same key', async () => {
    const renewal = day('2026-05-05');
    const { owner, companyId } = await subscribed('resume', { renewsAt: renewal });
    await pendingDiscount(owner.uid, renewal);
    const now = new Date('2026-05-05T03:00:00Z');
    const keys: string[] = [];
    const timingOut: PaymentProvider = {
      name: 'timing-out',
      charge: (request) => {
        keys.push(request.idempotencyKey);
        return Promise.reject(new Error('socket hang up'));
      },
    };
    expect((await renewSubscription(h.db, companyId, now, timingOut)).outcome).toBe('error');
    expect(await invoicesOf(companyId)).toMatchObject([{ status: 'pending', total: 7_110 }]);
    expect(dayOf((await subscriptionOf(companyId))?.renewsAt)).toBe('2026-05-05');

    // meanwhile the plan changes: the frozen invoice is charged as it stands
    await h.db
      .doc(`subscriptions/${companyId}`)
      .update({ pendingPlan: 'scale', pendingInterval: 'year' });
    const local = createLocalProvider();
    expect((await renewSubscription(h.db, companyId, now, local)).outcome).toBe('renewed');
    expect(local.charges).toMatchObject([{ idempotencyKey: keys[0], amountCents: 7_110 }]);
    expect(await invoicesOf(companyId)).toMatchObject([
      { status: 'paid', total: 7_110, plan: 'growth' },
    ]);
    // the change made after the invoice was frozen waits for the next renewal
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'growth',
      pendingPlan: 'scale',
      pendingInterval: 'year',
    });
  });

  it("leaves the owner's discount for another renewal untouched, and shows it as the next one", async () => {
    const renewal = day('2026-06-15');
    const { owner, companyId } = await subscribed('other-renewal', { renewsAt: renewal });
    const later = await pendingDiscount(owner.uid, day('2026-07-15'));
    const provider = createLocalProvider();
    await renewSubscription(h.db, companyId, new Date('2026-06-15T03:00:00Z'), provider);
    expect(await invoicesOf(companyId)).toMatchObject([
      { total: PLANS.growth.monthlyCents, discountPercent: 0, discountAmount: 0, discountId: null },
    ]);
    expect(await dataOf(`discounts/${later}`)).toMatchObject({ status: 'pending' });
    expect((await subscriptionOf(companyId))?.upcomingDiscount).toEqual({
      discountId: later,
      percent: FEEDBACK_DISCOUNT_PERCENT,
    });
  });

  it('a declined charge: invoice failed, subscription past_due, discount kept', async () => {
    const renewal = day('2026-07-01');
    const { owner, companyId } = await subscribed('decline', { renewsAt: renewal });
    expect(companyId).toContain('decline');
    const discountId = await pendingDiscount(owner.uid, renewal);
    const provider = createLocalProvider();
    const now = new Date('2026-07-01T03:00:00Z');
    expect((await renewSubscription(h.db, companyId, now, provider)).outcome).toBe('failed');
    expect(await invoicesOf(companyId)).toMatchObject([
      { id: '2026-07-01', status: 'failed', failureReason: LOCAL_DECLINE_REASON, total: 7_110 },
    ]);
    const subscription = await subscriptionOf(companyId);
    expect(subscription?.status).toBe('past_due');
    expect(dayOf(subscription?.renewsAt)).toBe('2026-07-01');
    expect(await dataOf(`discounts/${discountId}`)).toMatchObject({ status: 'pending' });
    // past_due waits: nothing is charged again
    expect((await renewSubscription(h.db, companyId, now, provider)).outcome).toBe('not-active');
    expect(await invoicesOf(companyId)).toHaveLength(1);
  });

  it('without a configured provider a renewal fails with a readable reason instead of charging', async () => {
    const renewal = day('2026-07-02');
    const { companyId } = await subscribed('unconfigured', { renewsAt: renewal });
    const provider = refusingProvider(unconfiguredReason({}));
    const outcome = await renewSubscription(
      h.db,
      companyId,
      new Date('2026-07-02T03:00:00Z'),
      provider,
    );
    expect(outcome.outcome).toBe('failed');
    const invoice = (await invoicesOf(companyId))[0]!;
    expect(invoice).toMatchObject({ status: 'failed', providerRef: null });
    expect(invoice.failureReason).toMatch(/No payment provider is configured/);
    expect(unconfiguredReason({ PAYMENT_PROVIDER: 'stripe' })).toMatch(
      /"stripe" is not a provider/,
    );
  });

  it('applies a pending plan change at the renewal and mirrors the new interval', async () => {
    const renewal = day('2026-08-20');
    const { owner, companyId } = await subscribed('pending-plan', { renewsAt: renewal });
    expect(
      (await call(CALLABLES.changePlan, { companyId, plan: 'scale', interval: 'year' }, owner))
        .error,
    ).toBeUndefined();
    const provider = createLocalProvider();
    await renewSubscription(h.db, companyId, new Date('2026-08-20T03:00:00Z'), provider);
    expect(await invoicesOf(companyId)).toMatchObject([
      {
        plan: 'scale',
        interval: 'year',
        amount: PLANS.scale.monthlyCents * YEARLY_MONTHS_CHARGED,
        total: 199_000,
        status: 'paid',
      },
    ]);
    const subscription = await subscriptionOf(companyId);
    expect(subscription).toMatchObject({
      plan: 'scale',
      interval: 'year',
      pendingPlan: null,
      pendingInterval: null,
    });
    expect(dayOf(subscription?.renewsAt)).toBe('2027-08-20');
    expect((await dataOf(`users/${owner.uid}`))?.subscription).toMatchObject({ interval: 'year' });
  });

  it('cancels, without charging, the subscription of a company that no longer exists', async () => {
    const renewal = day('2026-09-01');
    const { companyId } = await subscribed('gone', { renewsAt: renewal });
    await h.db.doc(`companies/${companyId}`).delete();
    const provider = createLocalProvider();
    expect(
      (await renewSubscription(h.db, companyId, new Date('2026-09-02T00:00:00Z'), provider))
        .outcome,
    ).toBe('cancelled');
    expect(provider.charges).toEqual([]);
    expect((await subscriptionOf(companyId))?.status).toBe('cancelled');
  });
});

describe('renewDueSubscriptions', () => {
  it('renews every active subscription that is due, catching up missed periods', async () => {
    // long ago, so that no other test's subscription is due at `now`
    const now = new Date('1990-04-10T03:00:00Z');
    const due = await subscribed('due', { renewsAt: day('1990-04-10') });
    const behind = await subscribed('behind', { renewsAt: day('1990-02-01') });
    const future = await subscribed('future', { renewsAt: day('1990-04-11') });
    const pastDue = await subscribed('past-due', {
      renewsAt: day('1990-03-01'),
      status: 'past_due',
    });
    const provider: LocalProvider = createLocalProvider();
    const outcomes = await renewDueSubscriptions(h.db, now, provider);
    expect(outcomes[due.companyId]).toBe('renewed');
    expect(outcomes[behind.companyId]).toBe('renewed');
    expect(outcomes[future.companyId]).toBeUndefined();
    expect(outcomes[pastDue.companyId]).toBeUndefined();
    expect((await invoicesOf(due.companyId)).map((invoice) => invoice.id)).toEqual(['1990-04-10']);
    expect((await invoicesOf(behind.companyId)).map((invoice) => invoice.id)).toEqual([
      '1990-02-01',
      '1990-03-01',
      '1990-04-01',
    ]);
    expect(dayOf((await subscriptionOf(behind.companyId))?.renewsAt)).toBe('1990-05-01');
    expect(await invoicesOf(future.companyId)).toEqual([]);
    expect(await invoicesOf(pastDue.companyId)).toEqual([]);
    // run again: nothing more
    const again = await renewDueSubscriptions(h.db, now, provider);
    expect(again[due.companyId]).toBeUndefined();
    expect(await invoicesOf(behind.companyId)).toHaveLength(3);
  });
});

describe('changePlan', () => {
  it('sets the change for the next renewal; choosing the current plan withdraws it', async () => {
    const { owner, companyId } = await subscribed('change', { renewsAt: day('2027-01-01') });
    const billing = await h.account('change-billing', { role: 'employer' });
    await addMember(h, companyId, billing, only('canManageBilling'), owner.uid);
    const answer = await call(
      CALLABLES.changePlan,
      { companyId, plan: 'starter', interval: 'year' },
      billing,
    );
    expect(answer.result).toEqual({ pendingPlan: 'starter', pendingInterval: 'year' });
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'growth',
      interval: 'month',
      pendingPlan: 'starter',
      pendingInterval: 'year',
    });
    const back = await call(
      CALLABLES.changePlan,
      { companyId, plan: 'growth', interval: 'month' },
      owner,
    );
    expect(back.result).toEqual({ pendingPlan: null, pendingInterval: null });
    expect(await subscriptionOf(companyId)).toMatchObject({
      pendingPlan: null,
      pendingInterval: null,
    });
    expect(await invoicesOf(companyId)).toEqual([]);
  });

  it('refuses the signed out, a member without canManageBilling, another company, and bad input', async () => {
    const { owner, companyId } = await subscribed('refuse', { renewsAt: day('2027-01-01') });
    const input = { companyId, plan: 'scale', interval: 'month' };
    const recruiter = await h.account('refuse-recruiter', { role: 'employer' });
    await addMember(
      h,
      companyId,
      recruiter,
      { ...ALL_TEAM_PERMISSIONS, canManageBilling: false },
      owner.uid,
    );
    const other = await subscribed('refuse-other', { renewsAt: day('2027-01-01') });
    expect(await reasonOf(CALLABLES.changePlan, input, null)).toBe('not-signed-in');
    expect(await reasonOf(CALLABLES.changePlan, input, recruiter)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.changePlan, input, other.owner)).toBe('forbidden');
    expect(await reasonOf(CALLABLES.changePlan, { ...input, plan: 'enterprise' }, owner)).toBe(
      'invalid-input',
    );
    expect(await reasonOf(CALLABLES.changePlan, { ...input, interval: 'week' }, owner)).toBe(
      'invalid-input',
    );
    expect((await subscriptionOf(companyId))?.pendingPlan).toBeNull();
  });

  it('answers not-found for a company without a subscription', async () => {
    const owner = await h.account('no-subscription', { role: 'employer' });
    const { companyId } = await makeCompany(h, 'no-subscription', owner);
    expect(
      await reasonOf(CALLABLES.changePlan, { companyId, plan: 'scale', interval: 'month' }, owner),
    ).toBe('not-found');
  });
});
