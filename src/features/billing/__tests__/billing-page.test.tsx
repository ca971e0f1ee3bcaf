import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@contracts/callables';
import { FEEDBACK_DISCOUNT_PERCENT } from '@contracts/feedback';
import { findGridWithRows, renderWithProviders } from '@/testing/test-utils';
import { BillingPage } from '../components/billing-page';
import { formatMoney } from '../lib/format';
import { callFunction, COMPANY_ID, refusal, resetFakes, seedBilling, toast } from './billing-fakes';

vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));
vi.mock('firebase/firestore', async () => (await import('./billing-fakes')).firestoreModule);
vi.mock('@/lib/firebase/functions', async () => ({
  callFunction: (await import('./billing-fakes')).callFunction,
}));
vi.mock('@/lib/toast', async () => ({ toast: (await import('./billing-fakes')).toast }));

const DISCOUNT = { discountId: 'omar_2026-12-15', percent: FEEDBACK_DISCOUNT_PERCENT };

async function renderBilling(locale: 'en' | 'ar' = 'en') {
  const view = await renderWithProviders(<BillingPage companyId={COMPANY_ID} />, { locale });
  await screen.findByRole('heading', { name: locale === 'en' ? 'Current plan' : 'الخطة الحالية' });
  return view;
}

const nextRenewal = () =>
  screen.getByRole('heading', { name: 'Next renewal' }).closest('section') as HTMLElement;

/** The value shown for the term `name` in a description list. */
const valueOf = (container: HTMLElement, name: string | RegExp) => {
  const term = within(container).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('the billing screen', () => {
  beforeEach(() => {
    resetFakes();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the current plan, its price, interval, status, renewal day and card', async () => {
    await renderBilling();
    const current = screen.getByRole('heading', { name: 'Current plan' }).closest('section')!;
    expect(valueOf(current, 'Plan')).toBe('Growth');
    expect(valueOf(current, 'Price')).toBe('$79.00 / month');
    expect(valueOf(current, 'Billed')).toBe('Monthly');
    expect(valueOf(current, 'Status')).toBe('Active');
    expect(valueOf(current, 'Renews on')).toBe('Dec 15, 2026');
    expect(valueOf(current, 'Payment method')).toBe('VISA ending in 4242');
  });

  it('shows the next renewal at full price, with no discount line, until feedback earns one', async () => {
    await renderBilling();
    const next = nextRenewal();
    expect(within(next).getByText('On Dec 15, 2026')).toBeInTheDocument();
    expect(valueOf(next, 'Growth plan, Monthly')).toBe('$79.00');
    expect(within(next).queryByText(/Feedback discount/)).not.toBeInTheDocument();
    expect(valueOf(next, 'Total')).toBe('$79.00');
    expect(within(next).getByText(/earn 10 % off/)).toBeInTheDocument();
  });

  it('shows the 10 % feedback discount line and the discounted total when one was earned', async () => {
    seedBilling({ upcomingDiscount: DISCOUNT });
    await renderBilling();
    const next = nextRenewal();
    expect(valueOf(next, 'Growth plan, Monthly')).toBe('$79.00');
    expect(valueOf(next, 'Feedback discount −10 %')).toBe('-$7.90');
    expect(valueOf(next, 'Total')).toBe('$71.10');
    expect(within(next).queryByText(/earn 10 % off/)).not.toBeInTheDocument();
  });

  it('prices the next renewal with a pending plan change and tells when it takes effect', async () => {
    seedBilling({ pendingPlan: 'scale', pendingInterval: 'year', upcomingDiscount: DISCOUNT });
    await renderBilling();
    expect(
      screen.getByText('From Dec 15, 2026 your plan will be Scale, billed Yearly.'),
    ).toBeInTheDocument();
    const next = nextRenewal();
    expect(valueOf(next, 'Scale plan, Yearly')).toBe('$1,990.00');
    expect(valueOf(next, 'Feedback discount −10 %')).toBe('-$199.00');
    expect(valueOf(next, 'Total')).toBe('$1,791.00');
  });

  it('lists the invoices newest first with their discount and total', async () => {
    await renderBilling();
    const table = await findGridWithRows('Invoices');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'INV-20261115',
      'INV-20261015',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'Nov 15, 2026 – Dec 15, 2026',
      'Growth · Monthly',
      '$79.00',
      '—',
      '$79.00',
      'Paid',
    ]);
    expect(cells(rows[1]!)).toEqual([
      'Oct 15, 2026 – Nov 15, 2026',
      'Growth · Monthly',
      '$79.00',
      '-$7.90 (10 %)',
      '$71.10',
      'Paid',
    ]);
    expect(screen.getByText('2 invoices')).toBeInTheDocument();
  });

  it('warns when the last renewal could not be charged', async () => {
    seedBilling({ status: 'past_due' });
    await renderBilling();
    expect(screen.getByText('The last renewal could not be charged')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });

  it('says so when the company has no subscription', async () => {
    seedBilling();
    const { store } = await import('./billing-fakes');
    store.docs.clear();
    await renderWithProviders(<BillingPage companyId={COMPANY_ID} />);
    expect(await screen.findByText('This company has no subscription yet.')).toBeInTheDocument();
  });

  it('reads in Arabic: right-to-left, the money in the Arabic format with a bare $', async () => {
    seedBilling({ upcomingDiscount: DISCOUNT });
    await renderBilling('ar');
    const next = screen.getByRole('heading', { name: 'التجديد القادم' }).closest('section')!;
    const total = valueOf(next, 'الإجمالي');
    expect(total).toBe(formatMoney(7_110, 'USD', 'ar'));
    // one currency notation in every language: the narrow symbol, `$` (not the locale's US$)
    expect(total).toMatch(/\$/);
    expect(total).not.toMatch(/US/);
    expect(total).toMatch(/71[.٫]10|٧١٫١٠/);
    // one left-to-right run, so the bidi algorithm cannot move the $ to the other end
    expect(total).toMatch(/^\u2066[^\u200e\u200f\u061c]+\u2069$/);
    expect(formatMoney(7_110, 'USD', 'en')).toBe('$71.10');
    expect(within(next).getByText('خصم الملاحظات −10 %')).toBeInTheDocument();
  });
});

describe('the change plan dialog', () => {
  beforeEach(() => {
    resetFakes();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openDialog() {
    const user = userEvent.setup();
    await renderBilling();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    return { user, dialog };
  }

  it('offers the plans with their prices, monthly or yearly, effective at the next renewal', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        'The new plan takes effect at the next renewal, on Dec 15, 2026. Nothing is charged now.',
      ),
    ).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(dialog).getByRole('radio', { name: /Growth/ })).toBeChecked();
    expect(within(dialog).getByText('$29.00 / month')).toBeInTheDocument();
    expect(within(dialog).getByText('$199.00 / month')).toBeInTheDocument();
    // saving the current plan changes nothing
    expect(within(dialog).getByRole('button', { name: 'Save change' })).toBeDisabled();

    await user.click(within(dialog).getByRole('switch', { name: 'Pay yearly' }));
    expect(within(dialog).getByText('$290.00 / year')).toBeInTheDocument();
    expect(within(dialog).getByText('$790.00 / year')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,990.00 / year')).toBeInTheDocument();
  });

  it('saves the chosen plan and interval through changePlan and confirms', async () => {
    callFunction.mockResolvedValue({ pendingPlan: 'scale', pendingInterval: 'year' });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Scale/ }));
    await user.click(within(dialog).getByRole('switch', { name: 'Pay yearly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith(CALLABLES.changePlan, {
        companyId: COMPANY_ID,
        plan: 'scale',
        interval: 'year',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith({
      title: 'From Dec 15, 2026 your plan will be Scale.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('withdraws a pending change when the current plan is chosen again', async () => {
    seedBilling({ pendingPlan: 'starter', pendingInterval: 'month' });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /Starter/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Growth/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current plan' }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith(CALLABLES.changePlan, {
        companyId: COMPANY_ID,
        plan: 'growth',
        interval: 'month',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith({
      title: 'The scheduled plan change was withdrawn.',
    });
  });

  it('shows the refusal in the dialog and keeps the choice', async () => {
    callFunction.mockRejectedValue(refusal('forbidden'));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Starter/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(
      await within(dialog).findByText('You are not allowed to manage billing.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Starter/ })).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
