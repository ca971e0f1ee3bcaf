import { describe, expect, it } from 'vitest';
import {
  chargeKeyOf,
  discountedCharge,
  invoiceNumberOf,
  PLAN_IDS,
  PLANS,
  planPrice,
  renewalCharge,
  YEARLY_MONTHS_CHARGED,
} from '../billing';
import { FEEDBACK_DISCOUNT_PERCENT } from '../feedback';

describe('plan prices', () => {
  it('are whole cents, and a year costs ten months', () => {
    expect(YEARLY_MONTHS_CHARGED).toBe(10);
    for (const plan of PLAN_IDS) {
      const monthly = planPrice(plan, 'month');
      expect(Number.isInteger(monthly)).toBe(true);
      expect(monthly).toBe(PLANS[plan].monthlyCents);
      expect(planPrice(plan, 'year')).toBe(monthly * 10);
    }
    expect(planPrice('growth', 'month')).toBe(7_900);
  });
});

describe('renewalCharge', () => {
  it('charges the full price without a discount', () => {
    expect(renewalCharge({ plan: 'growth', interval: 'month', discountPercent: 0 })).toEqual({
      amount: 7_900,
      discountAmount: 0,
      total: 7_900,
    });
    expect(renewalCharge({ plan: 'scale', interval: 'year', discountPercent: 0 })).toEqual({
      amount: 199_000,
      discountAmount: 0,
      total: 199_000,
    });
  });

  it(`takes the ${FEEDBACK_DISCOUNT_PERCENT} % feedback discount off`, () => {
    expect(
      renewalCharge({
        plan: 'growth',
        interval: 'month',
        discountPercent: FEEDBACK_DISCOUNT_PERCENT,
      }),
    ).toEqual({ amount: 7_900, discountAmount: 790, total: 7_110 });
    expect(renewalCharge({ plan: 'starter', interval: 'year', discountPercent: 10 })).toEqual({
      amount: 29_000,
      discountAmount: 2_900,
      total: 26_100,
    });
  });

  it('rounds the discount to the nearest cent, a half cent up, and the parts add up', () => {
    // every plan price is whole dollars, so a whole percentage of it is whole cents
    expect(discountedCharge(4_999, 10)).toEqual({
      amount: 4_999,
      discountAmount: 500,
      total: 4_499,
    });
    expect(discountedCharge(4_994, 10)).toEqual({
      amount: 4_994,
      discountAmount: 499,
      total: 4_495,
    });
    // exactly half a cent: rounded up, in the customer's favour
    expect(discountedCharge(4_995, 10)).toEqual({
      amount: 4_995,
      discountAmount: 500,
      total: 4_495,
    });
    expect(discountedCharge(2, 25)).toEqual({ amount: 2, discountAmount: 1, total: 1 });
    expect(discountedCharge(2, 15)).toEqual({ amount: 2, discountAmount: 0, total: 2 });
    expect(discountedCharge(1_001, 100)).toEqual({
      amount: 1_001,
      discountAmount: 1_001,
      total: 0,
    });
    for (let amount = 0; amount <= 1_000; amount += 7) {
      for (const percent of [0, 1, 10, 33, 50, 99, 100]) {
        const charge = discountedCharge(amount, percent);
        expect(charge.discountAmount).toBe(Math.floor((amount * percent) / 100 + 0.5));
        expect(charge.discountAmount + charge.total).toBe(amount);
        expect(Number.isInteger(charge.total)).toBe(true);
      }
    }
  });

  it('refuses a percentage that is not whole or not within 0..100', () => {
    for (const discountPercent of [-1, 101, 10.5, Number.NaN]) {
      expect(() => renewalCharge({ plan: 'growth', interval: 'month', discountPercent })).toThrow(
        RangeError,
      );
    }
    expect(() => discountedCharge(10.5, 10)).toThrow(RangeError);
    expect(() => discountedCharge(-100, 10)).toThrow(RangeError);
  });
});

describe('invoice names', () => {
  it('number an invoice by its renewal day and key its charge by company and day', () => {
    expect(invoiceNumberOf('2026-11-22')).toBe('INV-20261122');
    expect(chargeKeyOf('northwind-talent', '2026-11-22')).toBe('northwind-talent_2026-11-22');
  });
});
