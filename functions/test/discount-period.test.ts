// The renewal period model behind the feedback discount (pure: no emulator needed).
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  DEFAULT_RENEWAL_INTERVAL,
  renewalKey,
  renewalPeriodAt,
} from '../src/lib/billing/renewal-period.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const at = (iso: string) => new Date(iso);
const keys = (period: { periodStart: Date; renewalDate: Date }) => [
  renewalKey(period.periodStart),
  renewalKey(period.renewalDate),
];

describe('renewal periods', () => {
  it('a stored renewal still to come ends the current period', () => {
    const period = renewalPeriodAt(
      { renewsAt: at('2026-12-22T15:30:00Z'), interval: 'month' },
      at('2026-11-22T10:00:00Z'),
    );
    expect(keys(period)).toEqual(['2026-11-22', '2026-12-22']);
    expect(period.interval).toBe('month');
  });

  it('an annual subscription has one period a year', () => {
    const period = renewalPeriodAt(
      { renewsAt: day('2027-03-01'), interval: 'year' },
      at('2026-11-22T10:00:00Z'),
    );
    expect(keys(period)).toEqual(['2026-03-01', '2027-03-01']);
  });

  it('a stored renewal that has passed rolls forward by whole intervals', () => {
    const period = renewalPeriodAt(
      { renewsAt: day('2026-01-31'), interval: 'month' },
      at('2026-03-05T08:00:00Z'),
    );
    expect(keys(period)).toEqual(['2026-02-28', '2026-03-31']);
  });

  it(`without a subscription: ${DEFAULT_RENEWAL_INTERVAL}ly on the anniversary of the account`, () => {
    expect(DEFAULT_RENEWAL_INTERVAL).toBe('month');
    const createdAt = at('2026-07-25T18:00:00Z');
    expect(keys(renewalPeriodAt({ createdAt }, at('2026-11-22T10:00:00Z')))).toEqual([
      '2026-10-25',
      '2026-11-25',
    ]);
    // the renewal day belongs to the next period
    expect(keys(renewalPeriodAt({ createdAt }, at('2026-11-25T00:00:00Z')))).toEqual([
      '2026-11-25',
      '2026-12-25',
    ]);
    expect(keys(renewalPeriodAt({ createdAt }, at('2026-11-24T23:59:59Z')))).toEqual([
      '2026-10-25',
      '2026-11-25',
    ]);
  });

  it('with nothing stored: calendar months, so a month of feedback is one period', () => {
    expect(keys(renewalPeriodAt({}, at('2026-11-22T10:00:00Z')))).toEqual([
      '2026-11-01',
      '2026-12-01',
    ]);
    for (const moment of ['2026-11-01T00:00:00Z', '2026-11-23T08:00:00Z', '2026-11-30T23:59:59Z']) {
      expect(keys(renewalPeriodAt({}, at(moment)))).toEqual(['2026-11-01', '2026-12-01']);
    }
    expect(keys(renewalPeriodAt({}, at('2026-12-01T00:00:00Z')))).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('every moment of a period gives the same renewal, the next period another', () => {
    const source = { createdAt: at('2026-01-31T09:00:00Z') };
    const renewals = new Set<string>();
    for (
      let time = Date.parse('2026-02-28T00:00:00Z');
      time < Date.parse('2026-03-31T00:00:00Z');
      time += 6 * 3_600_000
    ) {
      renewals.add(renewalKey(renewalPeriodAt(source, new Date(time)).renewalDate));
    }
    expect([...renewals]).toEqual(['2026-03-31']);
    expect(renewalKey(renewalPeriodAt(source, at('2026-03-31T00:00:00Z')).renewalDate)).toBe(
      '2026-04-30',
    );
  });

  it('months are added from the anchor, the day clamped to shorter months', () => {
    expect(renewalKey(addMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(renewalKey(addMonths(day('2028-01-31'), 1))).toBe('2028-02-29');
    expect(renewalKey(addMonths(day('2026-01-31'), 2))).toBe('2026-03-31');
    expect(renewalKey(addMonths(day('2026-01-31'), -2))).toBe('2025-11-30');
    expect(renewalKey(addMonths(day('2026-02-28'), 12))).toBe('2027-02-28');
  });
});
