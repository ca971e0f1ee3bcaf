import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  instantToWallTime,
  placeOnDays,
  wallTimeToInstant,
  weekDays,
  weekRange,
  weekStartOf,
} from '../lib/time';

describe('time zones', () => {
  it('turns 09:00 in New York into the instant 14:00 UTC (winter time)', () => {
    expect(wallTimeToInstant('2026-11-10', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-10T14:00:00.000Z',
    );
  });

  it('shows that instant at 15:00 to a viewer in Berlin, and gives 09:00 back in New York', () => {
    const instant = new Date('2026-11-10T14:00:00Z');
    expect(formatClock(instant, 'Europe/Berlin', 'de')).toBe('15:00');
    expect(instantToWallTime(instant, 'America/New_York')).toEqual({
      date: '2026-11-10',
      time: '09:00',
    });
  });

  it('moves a time the clocks skip forward, and takes the earlier of a repeated one', () => {
    // Berlin springs forward at 02:00 on 29 March 2026 and falls back at 03:00 on 25 October
    expect(wallTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('refuses a date, a time or a zone that is not one', () => {
    expect(wallTimeToInstant('2026-11-10', '', 'Europe/Berlin')).toBeNull();
    expect(wallTimeToInstant('', '09:00', 'Europe/Berlin')).toBeNull();
    expect(wallTimeToInstant('2026-11-10', '09:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('weeks', () => {
  it('starts the week as the locale counts it', () => {
    const tuesday = new CalendarDate(2026, 11, 10);
    expect(weekStartOf(tuesday, 'de-DE').toString()).toBe('2026-11-09');
    expect(weekStartOf(tuesday, 'en-US').toString()).toBe('2026-11-08');
  });

  it('covers the viewer’s seven days from midnight to midnight', () => {
    const range = weekRange(new CalendarDate(2026, 11, 9), 'Europe/Berlin');
    expect(range.from.toISOString()).toBe('2026-11-08T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });

  it('puts an interview on the viewer’s day: late evening in New York is the next day in Berlin', () => {
    const days = weekDays(new CalendarDate(2026, 11, 9));
    const late = { id: 'late', startsAt: new Date('2026-11-11T03:30:00Z') }; // 22:30 on the 10th in New York
    const inBerlin = placeOnDays([late], days, 'Europe/Berlin');
    const inNewYork = placeOnDays([late], days, 'America/New_York');
    expect(inBerlin.find((day) => day.items.length > 0)?.day.toString()).toBe('2026-11-11');
    expect(inNewYork.find((day) => day.items.length > 0)?.day.toString()).toBe('2026-11-10');
    expect(inBerlin[2]?.items[0]?.minuteOfDay).toBe(4 * 60 + 30);
  });
});
