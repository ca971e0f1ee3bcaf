// An interview as iCalendar text (domain/interview-ics.ts): time zones (the wall clock of the
// zone it was scheduled in, across daylight-saving changes), the invitation, its update and its
// cancellation, text escaping, and a feed of several interviews; every output is read back line
// by line (CRLF, folded lines unfolded, BEGIN/END balanced).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  escapeIcsText,
  formatInterviewDuration,
  formatInterviewTime,
  instantToZonedTime,
  interviewFeedIcs,
  interviewIcs,
  interviewUid,
  isValidTimeZone,
  zonedTimeToInstant,
  type IcsInterview,
} from '../interview-ics';
import { webAddressOf } from '../../contracts/interview';

const NOW = new Date('2026-09-01T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const interview = (overrides: Partial<IcsInterview> = {}): IcsInterview => ({
  id: 'iv-1',
  status: 'scheduled',
  sequence: 0,
  startsAt: '2026-12-01T08:00:00.000Z',
  durationMinutes: 45,
  kind: 'video',
  location: 'https://meet.example.com/abc-def',
  interviewers: [
    { name: 'Olga Owner', email: 'olga@northwind.test' },
    { name: 'Max Member', email: 'max@northwind.test' },
  ],
  ...overrides,
});

const text = { summary: 'Interview: Lena Roth — Backend Engineer', description: 'Video call' };
const candidate = { name: 'Lena Roth', email: 'lena@seeker.test' };
const organizer = { name: 'Northwind Talent', email: 'no-reply@jobs.test' };

/** The content lines of a calendar: CRLF-separated, folded lines joined (RFC 5545 §3.1). */
function linesOf(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  // every line break is a CRLF
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

/** The properties of the calendar's components, checking BEGIN/END nest and balance. */
function parse(ics: string) {
  const lines = linesOf(ics);
  const stack: string[] = [];
  const events: Record<string, string>[] = [];
  const calendar: Record<string, string> = {};
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(colon, line).toBeGreaterThan(0);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const name = head.split(';')[0]!;
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = {};
      continue;
    }
    if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && current) {
        events.push(current);
        current = null;
      }
      continue;
    }
    const target = current ?? calendar;
    // a property that comes again (ATTENDEE) is kept as lines joined by "\n"
    target[name] = target[name] === undefined ? line : `${target[name]}\n${line}`;
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return { calendar, events };
}

describe('time zones', () => {
  it('turns 09:00 in Berlin into 07:00 UTC in summer and 08:00 UTC in winter', () => {
    const summer = zonedTimeToInstant(
      { year: 2026, month: 7, day: 14, hour: 9, minute: 0 },
      'Europe/Berlin',
    );
    const winter = zonedTimeToInstant(
      { year: 2026, month: 12, day: 1, hour: 9, minute: 0 },
      'Europe/Berlin',
    );
    expect(summer.toISOString()).toBe('2026-07-14T07:00:00.000Z');
    expect(winter.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('uses the winter offset for 09:00 on the day the clocks go back, and the summer one the day before', () => {
    // 25 October 2026: Berlin goes from CEST (+2) to CET (+1) at 03:00
    const dayOf = zonedTimeToInstant(
      { year: 2026, month: 10, day: 25, hour: 9, minute: 0 },
      'Europe/Berlin',
    );
    const dayBefore = zonedTimeToInstant(
      { year: 2026, month: 10, day: 24, hour: 9, minute: 0 },
      'Europe/Berlin',
    );
    expect(dayOf.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(dayBefore.toISOString()).toBe('2026-10-24T07:00:00.000Z');
    const ics = interviewIcs(interview({ startsAt: dayOf }), text);
    expect(parse(ics).events[0]!.DTSTART).toBe('DTSTART:20261025T080000Z');
  });

  it('takes the earlier of a time that happens twice and moves a skipped time past the gap', () => {
    // 02:30 happens twice on 25 October (CEST, then CET); it does not exist on 29 March
    expect(
      zonedTimeToInstant(
        { year: 2026, month: 10, day: 25, hour: 2, minute: 30 },
        'Europe/Berlin',
      ).toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
    expect(
      zonedTimeToInstant(
        { year: 2026, month: 3, day: 29, hour: 2, minute: 30 },
        'Europe/Berlin',
      ).toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
  });

  it('works for zones west of UTC and with half-hour offsets', () => {
    expect(
      zonedTimeToInstant(
        { year: 2026, month: 11, day: 1, hour: 9, minute: 0 },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-11-01T14:00:00.000Z');
    expect(
      zonedTimeToInstant(
        { year: 2026, month: 6, day: 1, hour: 9, minute: 0 },
        'Asia/Kolkata',
      ).toISOString(),
    ).toBe('2026-06-01T03:30:00.000Z');
  });

  it('reads an instant back as the wall clock of its zone', () => {
    expect(instantToZonedTime('2026-10-25T08:00:00.000Z', 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 9,
      minute: 0,
    });
    expect(instantToZonedTime('2026-10-24T07:00:00.000Z', 'Europe/Berlin').hour).toBe(9);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('+02:00 or so')).toBe(false);
  });

  it('writes the time on the zone’s wall clock in the reader’s language, the zone named', () => {
    const at = '2026-12-01T08:00:00.000Z';
    expect(formatInterviewTime(at, 'Europe/Berlin', 'de')).toBe(
      'Dienstag, 1. Dezember 2026 um 09:00 (Europe/Berlin)',
    );
    expect(formatInterviewTime(at, 'Europe/Berlin', 'en')).toMatch(
      /^Tuesday, December 1, 2026.*9:00\sAM \(Europe\/Berlin\)$/,
    );
    // the same instant in New York is the morning before dawn, 03:00
    expect(formatInterviewTime(at, 'America/New_York', 'en')).toMatch(
      /3:00\sAM \(America\/New_York\)$/,
    );
    expect(formatInterviewTime(at, 'Europe/Berlin', 'ar')).toContain('(Europe/Berlin)');
    expect(formatInterviewDuration(45, 'de')).toBe('45 Minuten');
    expect(formatInterviewDuration(1, 'en')).toBe('1 minute');
  });
});

describe('an interview as an iCalendar event', () => {
  it('invites with METHOD:REQUEST, a stable UID, the start in UTC and the duration', () => {
    const ics = interviewIcs(interview({ startsAt: new Date('2026-12-01T08:00:00.000Z') }), {
      ...text,
      organizer,
      candidate,
    });
    const { calendar, events } = parse(ics);
    expect(calendar.METHOD).toBe('METHOD:REQUEST');
    expect(calendar.VERSION).toBe('VERSION:2.0');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.UID).toBe('UID:iv-1@jobs-platform');
    expect(interviewUid('iv-1')).toBe('iv-1@jobs-platform');
    expect(event.SEQUENCE).toBe('SEQUENCE:0');
    expect(event.DTSTART).toBe('DTSTART:20261201T080000Z');
    expect(event.DURATION).toBe('DURATION:PT45M');
    expect(event.DTSTAMP).toBe('DTSTAMP:20260901T100000Z');
    expect(event.STATUS).toBe('STATUS:CONFIRMED');
    expect(event.SUMMARY).toBe('SUMMARY:Interview: Lena Roth — Backend Engineer');
    expect(event.DESCRIPTION).toBe('DESCRIPTION:Video call');
    expect(event.LOCATION).toBe('LOCATION:https://meet.example.com/abc-def');
    expect(event.URL).toBe('URL:https://meet.example.com/abc-def');
    expect(event.ORGANIZER).toBe('ORGANIZER;CN="Northwind Talent":MAILTO:no-reply@jobs.test');
    const attendees = event.ATTENDEE!.split('\n');
    expect(attendees).toHaveLength(3);
    expect(attendees[0]).toMatch(/CN="Lena Roth":mailto:lena@seeker\.test$/);
    expect(attendees[1]).toMatch(/CN="Olga Owner":mailto:olga@northwind\.test$/);
    expect(attendees[2]).toMatch(/CN="Max Member":mailto:max@northwind\.test$/);
    expect(attendees[0]).toMatch(/RSVP=TRUE/);
  });

  it('leaves the interviewers out of the candidate’s own invitation when asked', () => {
    const { events } = parse(
      interviewIcs(interview(), { ...text, candidate, withInterviewers: false }),
    );
    expect(events[0]!.ATTENDEE).toMatch(/mailto:lena@seeker\.test$/);
    expect(events[0]!.ATTENDEE).not.toContain('northwind.test');
  });

  it('takes an ISO instant as well as a Date, and refuses a date that is none', () => {
    const fromText = parse(interviewIcs(interview({ startsAt: '2026-07-14T07:00:00Z' }), text));
    expect(fromText.events[0]!.DTSTART).toBe('DTSTART:20260714T070000Z');
    expect(() => interviewIcs(interview({ startsAt: 'soon' }), text)).toThrow(RangeError);
  });

  it('names an update by its SEQUENCE under the same UID', () => {
    const first = parse(interviewIcs(interview(), text)).events[0]!;
    const update = parse(
      interviewIcs(interview({ sequence: 1, startsAt: '2026-12-02T09:30:00Z' }), text),
    ).events[0]!;
    expect(update.UID).toBe(first.UID);
    expect(first.SEQUENCE).toBe('SEQUENCE:0');
    expect(update.SEQUENCE).toBe('SEQUENCE:1');
    expect(update.DTSTART).toBe('DTSTART:20261202T093000Z');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { calendar, events } = parse(
      interviewIcs(interview({ status: 'cancelled', sequence: 2 }), { ...text, organizer }),
    );
    expect(calendar.METHOD).toBe('METHOD:CANCEL');
    expect(events[0]!.STATUS).toBe('STATUS:CANCELLED');
    expect(events[0]!.SEQUENCE).toBe('SEQUENCE:2');
    expect(events[0]!.UID).toBe('UID:iv-1@jobs-platform');
  });

  it('is published (METHOD:PUBLISH) for a plain download', () => {
    expect(parse(interviewIcs(interview(), { ...text, method: 'PUBLISH' })).calendar.METHOD).toBe(
      'METHOD:PUBLISH',
    );
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const { events } = parse(
      interviewIcs(interview({ kind: 'onSite', location: 'Hauptstraße 1, 2. OG; Raum 4' }), {
        summary: 'Interview: Roth, Lena; Backend\\Ops',
        description: 'Line one\nLine two, with a comma; and a semicolon',
      }),
    );
    expect(events[0]!.SUMMARY).toBe('SUMMARY:Interview: Roth\\, Lena\\; Backend\\\\Ops');
    expect(events[0]!.DESCRIPTION).toBe(
      'DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon',
    );
    expect(events[0]!.LOCATION).toBe('LOCATION:Hauptstraße 1\\, 2. OG\\; Raum 4');
    // an address is no web link
    expect(events[0]!.URL).toBeUndefined();
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('keeps a double quote out of a name parameter and folds long lines', () => {
    const ics = interviewIcs(
      interview({
        interviewers: [{ name: 'Anna "Ann" Example', email: 'anna@northwind.test' }],
      }),
      { summary: `Interview: ${'x'.repeat(200)}` },
    );
    const raw = ics.split('\r\n');
    expect(raw.some((line) => line.startsWith('\t') || line.startsWith(' '))).toBe(true);
    const { events } = parse(ics);
    expect(events[0]!.ATTENDEE).toMatch(/CN="Anna Ann Example":mailto:anna@northwind\.test$/);
    expect(events[0]!.SUMMARY).toBe(`SUMMARY:Interview: ${'x'.repeat(200)}`);
  });

  it('links a phone interview by no URL', () => {
    expect(webAddressOf('+49 30 1234567')).toBeNull();
    expect(webAddressOf('javascript:alert(1)')).toBeNull();
    expect(webAddressOf(' https://meet.example.com/x ')).toBe('https://meet.example.com/x');
  });
});

describe('a calendar feed', () => {
  it('publishes several interviews as one calendar', () => {
    const ics = interviewFeedIcs(
      [
        { interview: interview(), text },
        {
          interview: interview({ id: 'iv-2', startsAt: '2026-12-03T13:00:00Z', sequence: 3 }),
          text: { summary: 'Interview: Kenji Sato — Designer' },
        },
      ],
      'Interviews, Northwind',
    );
    const { calendar, events } = parse(ics);
    expect(calendar.METHOD).toBe('METHOD:PUBLISH');
    expect(calendar['X-WR-CALNAME']).toBe('X-WR-CALNAME:Interviews\\, Northwind');
    expect(events.map((event) => event.UID)).toEqual([
      'UID:iv-1@jobs-platform',
      'UID:iv-2@jobs-platform',
    ]);
    expect(events[1]!.SEQUENCE).toBe('SEQUENCE:3');
    expect(events[1]!.DTSTART).toBe('DTSTART:20261203T130000Z');
  });

  it('is still a calendar when there is no interview', () => {
    const { calendar, events } = parse(interviewFeedIcs([], 'My interviews'));
    expect(events).toEqual([]);
    expect(calendar.METHOD).toBe('METHOD:PUBLISH');
    expect(calendar.PRODID).toBeTruthy();
  });
});

describe('control characters', () => {
  it('never reach the event raw: a lone CR in a name or place cannot start a line', () => {
    const ics = interviewIcs(interview({ location: 'Room 1\rATTENDEE:evil@example.com' }), {
      summary: 'Interview: Ann\rX-EVIL:1',
      description: 'Line one\r\nLine two\u0007',
    });
    const lines = linesOf(ics);
    expect(lines.some((line) => line.startsWith('X-EVIL'))).toBe(false);
    expect(lines.some((line) => line.startsWith('ATTENDEE:evil'))).toBe(false);
    expect(ics).not.toContain('\u0007');
    expect(lines.find((line) => line.startsWith('DESCRIPTION'))).toContain('Line one\\nLine two');
  });
});
