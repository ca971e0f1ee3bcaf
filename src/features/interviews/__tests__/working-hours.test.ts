// The working-hours editor's rules (lib/working-hours.ts): an interval ending before it starts,
// two that overlap, the limit per day, the next interval offered, and weekday names per language.
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@contracts/booking';
import {
  canAddInterval,
  nextInterval,
  weekdayName,
  workingHoursProblems,
} from '../lib/working-hours';

describe('working hours', () => {
  it('finds an end before its start and an overlap, and nothing in good hours', () => {
    const problems = workingHoursProblems({
      mon: [
        { start: '09:00', end: '12:00' },
        { start: '11:30', end: '13:00' },
      ],
      tue: [{ start: '17:00', end: '09:00' }],
      wed: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '24:00' },
      ],
    });
    expect([...problems]).toEqual([
      ['mon-1', 'overlap'],
      ['tue-0', 'order'],
    ]);
  });

  it('allows at most the limit of intervals a day and offers the next hour after the last', () => {
    const full = Array.from({ length: BOOKING_LIMITS.intervalsPerDay }, (_, index) => ({
      start: `0${index}:00`,
      end: `0${index}:30`,
    }));
    expect(canAddInterval({ mon: full }, 'mon')).toBe(false);
    expect(canAddInterval({ mon: full }, 'tue')).toBe(true);
    expect(nextInterval({}, 'fri')).toEqual({ start: '09:00', end: '17:00' });
    expect(nextInterval({ fri: [{ start: '09:00', end: '12:00' }] }, 'fri')).toEqual({
      start: '13:00',
      end: '14:00',
    });
  });

  it('names the weekdays in the interface language', () => {
    expect(weekdayName('mon', 'en')).toBe('Monday');
    expect(weekdayName('sun', 'de')).toBe('Sonntag');
    expect(weekdayName('fri', 'ar')).toBe('الجمعة');
  });
});
