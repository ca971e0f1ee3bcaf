// The slots a booking link offers (domain/booking-slots.ts): interviewers in Berlin and Tokyo
// with their own working hours, read by a candidate in New York; daylight-saving changes in
// spring and autumn; busy times with their buffer; the minimum notice from a fixed `now`; the
// window of a link and the busy cells a booking holds.
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, type WorkingHours } from '../../contracts/booking';
import {
  bookingCells,
  bookingSlots,
  bookingWindow,
  isFreeSlot,
  workingHoursOf,
  workingSpans,
  type SlotInterviewer,
} from '../booking-slots';

const ms = (iso: string) => new Date(iso).getTime();
const iso = (value: number) => new Date(value).toISOString();
const weekdays = (start: string, end: string): WorkingHours => ({
  mon: [{ start, end }],
  tue: [{ start, end }],
  wed: [{ start, end }],
  thu: [{ start, end }],
  fri: [{ start, end }],
});
const berlin = (busy: SlotInterviewer['busy'] = []): SlotInterviewer => ({
  timeZone: 'Europe/Berlin',
  workingHours: weekdays('09:00', '17:00'),
  busy,
});
const tokyo: SlotInterviewer = {
  timeZone: 'Asia/Tokyo',
  workingHours: weekdays('09:00', '18:00'),
  busy: [],
};
/** A week's time before the window, so the notice never matters unless a test says so. */
const LONG_BEFORE = ms('2026-11-01T00:00:00Z');

describe('bookingSlots', () => {
  it('offers only the hour both Berlin (09–17) and Tokyo (09–18) work, 03:00–04:00 in New York', () => {
    // Monday 30 November 2026: Berlin is UTC+1, Tokyo UTC+9, New York UTC−5
    const slots = bookingSlots({
      interviewers: [berlin(), tokyo],
      window: { start: ms('2026-11-30T00:00:00Z'), end: ms('2026-12-01T00:00:00Z') },
      durationMinutes: 30,
      bufferMinutes: 0,
      now: LONG_BEFORE,
    });
    expect(slots.map(iso)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T08:15:00.000Z',
      '2026-11-30T08:30:00.000Z',
    ]);
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(slots.map((slot) => newYork.format(slot))).toEqual(['03:00', '03:15', '03:30']);
  });

  it('gives one interviewer alone their whole day on the grid, ending when the hours end', () => {
    const slots = bookingSlots({
      interviewers: [berlin()],
      window: { start: ms('2026-11-30T00:00:00Z'), end: ms('2026-12-01T00:00:00Z') },
      durationMinutes: 60,
      bufferMinutes: 0,
      now: LONG_BEFORE,
    });
    expect(iso(slots[0] ?? 0)).toBe('2026-11-30T08:00:00.000Z');
    expect(iso(slots.at(-1) ?? 0)).toBe('2026-11-30T15:00:00.000Z');
    expect(slots).toHaveLength(((8 - 1) * 60) / BOOKING_LIMITS.slotStepMinutes + 1);
  });

  it('follows Berlin’s wall clock across the spring change (UTC+1 on Friday, UTC+2 on Monday)', () => {
    const hours: SlotInterviewer = {
      timeZone: 'Europe/Berlin',
      workingHours: weekdays('09:00', '10:00'),
      busy: [],
    };
    const slots = bookingSlots({
      interviewers: [hours],
      window: { start: ms('2026-03-27T00:00:00Z'), end: ms('2026-03-31T00:00:00Z') },
      durationMinutes: 60,
      bufferMinutes: 0,
      now: ms('2026-03-01T00:00:00Z'),
    });
    expect(slots.map(iso)).toEqual(['2026-03-27T08:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('counts the night the clocks go back in Berlin as the seven hours it lasts', () => {
    const night: SlotInterviewer = {
      timeZone: 'Europe/Berlin',
      workingHours: { sun: [{ start: '00:00', end: '06:00' }] },
      busy: [],
    };
    const spans = workingSpans(night.workingHours, night.timeZone, {
      start: ms('2026-10-24T00:00:00Z'),
      end: ms('2026-10-26T00:00:00Z'),
    });
    expect(spans.map(({ start, end }) => [iso(start), iso(end)])).toEqual([
      ['2026-10-24T22:00:00.000Z', '2026-10-25T05:00:00.000Z'],
    ]);
    const slots = bookingSlots({
      interviewers: [night],
      window: { start: ms('2026-10-24T00:00:00Z'), end: ms('2026-10-26T00:00:00Z') },
      durationMinutes: 60,
      bufferMinutes: 0,
      now: ms('2026-10-01T00:00:00Z'),
    });
    expect(slots).toHaveLength(((7 - 1) * 60) / BOOKING_LIMITS.slotStepMinutes + 1);
  });

  it('keeps New York’s early change apart: Tokyo has no change, so its hours stay put in UTC', () => {
    // 8 March 2026: New York moves to UTC−4; Tokyo's Monday 09:00 is 00:00 UTC either side
    const window = (day: string) => ({
      start: ms(`${day}T00:00:00Z`),
      end: ms(`${day}T01:00:00Z`),
    });
    const monday = (day: string) =>
      bookingSlots({
        interviewers: [tokyo],
        window: window(day),
        durationMinutes: 60,
        bufferMinutes: 0,
        now: ms('2026-02-01T00:00:00Z'),
      }).map(iso);
    expect(monday('2026-03-02')).toEqual(['2026-03-02T00:00:00.000Z']);
    expect(monday('2026-03-09')).toEqual(['2026-03-09T00:00:00.000Z']);
  });

  it('leaves out an interviewer’s interviews with the buffer on either side', () => {
    const busy = [{ start: ms('2026-11-30T10:00:00Z'), end: ms('2026-11-30T11:00:00Z') }];
    const slots = bookingSlots({
      interviewers: [berlin(busy)],
      window: { start: ms('2026-11-30T08:00:00Z'), end: ms('2026-11-30T13:00:00Z') },
      durationMinutes: 30,
      bufferMinutes: 15,
      now: LONG_BEFORE,
    }).map(iso);
    expect(slots).toContain('2026-11-30T09:15:00.000Z');
    expect(slots).not.toContain('2026-11-30T09:30:00.000Z');
    expect(slots).not.toContain('2026-11-30T10:30:00.000Z');
    expect(slots).not.toContain('2026-11-30T11:00:00.000Z');
    expect(slots).toContain('2026-11-30T11:15:00.000Z');
  });

  it('offers nothing sooner than the minimum notice, and nothing in the past', () => {
    const now = ms('2026-11-30T02:07:00Z');
    const slots = bookingSlots({
      interviewers: [berlin()],
      window: { start: ms('2026-11-29T00:00:00Z'), end: ms('2026-12-01T00:00:00Z') },
      durationMinutes: 30,
      bufferMinutes: 0,
      now,
    });
    expect(iso(slots[0] ?? 0)).toBe('2026-11-30T14:15:00.000Z');
    expect(slots.every((slot) => slot >= now + BOOKING_LIMITS.minNoticeHours * 3_600_000)).toBe(
      true,
    );
  });

  it('offers nothing without interviewers or without working hours', () => {
    const query = {
      window: { start: ms('2026-11-30T00:00:00Z'), end: ms('2026-12-01T00:00:00Z') },
      durationMinutes: 30,
      bufferMinutes: 0,
      now: LONG_BEFORE,
    };
    expect(bookingSlots({ ...query, interviewers: [] })).toEqual([]);
    expect(
      bookingSlots({
        ...query,
        interviewers: [{ timeZone: 'Asia/Tokyo', workingHours: {}, busy: [] }],
      }),
    ).toEqual([]);
  });
});

describe('isFreeSlot', () => {
  const query = {
    interviewers: [berlin(), tokyo],
    window: { start: ms('2026-11-30T00:00:00Z'), end: ms('2026-12-05T00:00:00Z') },
    durationMinutes: 30,
    bufferMinutes: 0,
    now: LONG_BEFORE,
  };
  it('accepts an offered start and refuses one off the grid or outside both hours', () => {
    expect(isFreeSlot(query, ms('2026-12-01T08:15:00Z'))).toBe(true);
    expect(isFreeSlot(query, ms('2026-12-01T08:10:00Z'))).toBe(false);
    expect(isFreeSlot(query, ms('2026-12-01T09:00:00Z'))).toBe(false);
    expect(isFreeSlot(query, ms('2026-12-06T08:00:00Z'))).toBe(false);
  });
});

describe('bookingCells', () => {
  it('covers the interview and the buffer after it in whole 15-minute cells', () => {
    expect(bookingCells(ms('2026-11-30T08:00:00Z'), 30, 10).map(iso)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T08:15:00.000Z',
      '2026-11-30T08:30:00.000Z',
    ]);
    expect(bookingCells(ms('2026-11-30T08:00:00Z'), 30, 0)).toHaveLength(2);
  });
});

describe('bookingWindow', () => {
  it('runs from the first day’s midnight to the end of the last day in the sender’s zone', () => {
    const window = bookingWindow('2026-11-30', '2026-12-04', 'Europe/Berlin');
    expect(iso(window.start)).toBe('2026-11-29T23:00:00.000Z');
    expect(iso(window.end)).toBe('2026-12-04T23:00:00.000Z');
  });
});

describe('workingHoursOf', () => {
  it('reads well-formed hours and treats anything else as none', () => {
    expect(workingHoursOf({ mon: [{ start: '09:00', end: '12:00' }] })).toEqual({
      mon: [{ start: '09:00', end: '12:00' }],
    });
    expect(workingHoursOf({ mon: [{ start: '12:00', end: '09:00' }] })).toEqual({});
    expect(workingHoursOf({ funday: [] })).toEqual({});
    expect(workingHoursOf('9 to 5')).toEqual({});
  });
});
