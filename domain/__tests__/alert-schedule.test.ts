// When a saved search's alert is due (domain/alert-schedule.ts): instant alerts at each run of
// the schedule, daily ones from 08:00 of the person's own morning, weekly ones on Monday's, each
// once per period however often or late the schedule runs, and an unknown zone counted as UTC.
import { describe, expect, it } from 'vitest';
import { alertPeriodStart, alertTimeZone, isAlertDue } from '../alert-schedule';

const at = (iso: string) => new Date(iso);

describe('alertPeriodStart', () => {
  it('puts an instant alert in the quarter hour of the run', () => {
    expect(alertPeriodStart('instant', at('2026-11-27T10:07:30Z'), 'UTC')).toEqual(
      at('2026-11-27T10:00:00Z'),
    );
  });

  it("opens a daily period at 08:00 of the person's own morning", () => {
    // Berlin is UTC+1 in November: 08:00 there is 07:00 UTC
    expect(alertPeriodStart('daily', at('2026-11-27T07:30:00Z'), 'Europe/Berlin')).toEqual(
      at('2026-11-27T07:00:00Z'),
    );
    // before 08:00 in Berlin the period is still yesterday's
    expect(alertPeriodStart('daily', at('2026-11-27T06:59:00Z'), 'Europe/Berlin')).toEqual(
      at('2026-11-26T07:00:00Z'),
    );
    // Tokyo (UTC+9): 08:00 on the 28th is 23:00 UTC on the 27th
    expect(alertPeriodStart('daily', at('2026-11-27T23:10:00Z'), 'Asia/Tokyo')).toEqual(
      at('2026-11-27T23:00:00Z'),
    );
  });

  it('opens a weekly period on Monday at 08:00 local, across a daylight-saving change', () => {
    // Friday 27 November 2026 → Monday 23 November, 08:00 in New York (UTC-5)
    expect(alertPeriodStart('weekly', at('2026-11-27T12:00:00Z'), 'America/New_York')).toEqual(
      at('2026-11-23T13:00:00Z'),
    );
    // Monday 2 November 2026 before 08:00 → the Monday before, still on summer time (UTC-4)
    expect(alertPeriodStart('weekly', at('2026-11-02T12:59:00Z'), 'America/New_York')).toEqual(
      at('2026-10-26T12:00:00Z'),
    );
  });

  it('counts an unknown zone as UTC', () => {
    expect(alertTimeZone('Mars/Olympus')).toBe('UTC');
    expect(alertTimeZone(42)).toBe('UTC');
    expect(alertTimeZone('Europe/Rome')).toBe('Europe/Rome');
    expect(alertPeriodStart('daily', at('2026-11-27T09:00:00Z'), 'Mars/Olympus')).toEqual(
      at('2026-11-27T08:00:00Z'),
    );
  });
});

describe('isAlertDue', () => {
  const made = at('2026-11-25T12:00:00Z');

  it('is due once per period opened after the search was made and after its last alert', () => {
    const daily = { frequency: 'daily' as const, createdAt: made, lastAlertAt: null };
    expect(isAlertDue(daily, at('2026-11-25T20:00:00Z'), 'UTC')).toBe(false);
    expect(isAlertDue(daily, at('2026-11-26T07:59:00Z'), 'UTC')).toBe(false);
    expect(isAlertDue(daily, at('2026-11-26T08:00:00Z'), 'UTC')).toBe(true);
    const alerted = { ...daily, lastAlertAt: at('2026-11-26T08:00:00Z') };
    expect(isAlertDue(alerted, at('2026-11-26T08:00:00Z'), 'UTC')).toBe(false);
    expect(isAlertDue(alerted, at('2026-11-26T23:45:00Z'), 'UTC')).toBe(false);
    // a late run still finds the next day's alert due
    expect(isAlertDue(alerted, at('2026-11-27T11:30:00Z'), 'UTC')).toBe(true);
  });

  it('makes a weekly search made on a Wednesday wait for Monday', () => {
    const weekly = { frequency: 'weekly' as const, createdAt: made, lastAlertAt: null };
    expect(isAlertDue(weekly, at('2026-11-29T23:00:00Z'), 'UTC')).toBe(false);
    expect(isAlertDue(weekly, at('2026-11-30T08:15:00Z'), 'UTC')).toBe(true);
  });

  it('makes an instant search due at the next quarter hour', () => {
    const instant = { frequency: 'instant' as const, createdAt: made, lastAlertAt: null };
    expect(isAlertDue(instant, at('2026-11-25T12:14:59Z'), 'UTC')).toBe(false);
    expect(isAlertDue(instant, at('2026-11-25T12:15:00Z'), 'UTC')).toBe(true);
  });
});
