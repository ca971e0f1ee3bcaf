import { parseZonedDateTime, toZoned, parseDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { fromStoredDateTime, storedDateTimeSchema, toStoredDateTime } from '../stored-date-time';

// Around each zone's 2026 clock changes: before, in the skipped hour's neighbourhood, and both
// readings of the hour that happens twice.
const CASES = [
  // Berlin: 29 March 02:00 → 03:00; 25 October 03:00 → 02:00
  ['2026-03-29T01:30+01:00[Europe/Berlin]', '2026-03-29T00:30:00.000Z'],
  ['2026-03-29T03:30+02:00[Europe/Berlin]', '2026-03-29T01:30:00.000Z'],
  ['2026-10-25T02:30+02:00[Europe/Berlin]', '2026-10-25T00:30:00.000Z'],
  ['2026-10-25T02:30+01:00[Europe/Berlin]', '2026-10-25T01:30:00.000Z'],
  // New York: 8 March 02:00 → 03:00; 1 November 02:00 → 01:00
  ['2026-03-08T01:30-05:00[America/New_York]', '2026-03-08T06:30:00.000Z'],
  ['2026-03-08T03:30-04:00[America/New_York]', '2026-03-08T07:30:00.000Z'],
  ['2026-11-01T01:30-04:00[America/New_York]', '2026-11-01T05:30:00.000Z'],
  ['2026-11-01T01:30-05:00[America/New_York]', '2026-11-01T06:30:00.000Z'],
] as const;

describe('stored date-times', () => {
  it.each(CASES)(
    '%s is stored as the instant %s with its zone, and read back unchanged',
    (text, instant) => {
      const value = parseZonedDateTime(text);
      const stored = toStoredDateTime(value);
      expect(stored).toEqual({ instant, timeZone: value.timeZone });
      expect(storedDateTimeSchema.safeParse(stored).success).toBe(true);
      const back = fromStoredDateTime(stored);
      expect(back.toString()).toBe(value.toString());
      expect(back.compare(value)).toBe(0);
      expect(back.timeZone).toBe(value.timeZone);
    },
  );

  it('keeps the two readings of a repeated hour apart', () => {
    const earlier = toStoredDateTime(parseZonedDateTime('2026-10-25T02:30+02:00[Europe/Berlin]'));
    const later = toStoredDateTime(parseZonedDateTime('2026-10-25T02:30+01:00[Europe/Berlin]'));
    expect(earlier.instant).not.toBe(later.instant);
    expect(fromStoredDateTime(later).offset - fromStoredDateTime(earlier).offset).toBe(-3_600_000);
  });

  it('stores a wall-clock time chosen in a zone as that zone sees it', () => {
    const chosen = toZoned(parseDateTime('2026-07-01T09:00'), 'America/New_York');
    expect(toStoredDateTime(chosen)).toEqual({
      instant: '2026-07-01T13:00:00.000Z',
      timeZone: 'America/New_York',
    });
  });

  it('rejects a stored value without a real time zone or instant', () => {
    expect(
      storedDateTimeSchema.safeParse({ instant: '2026-07-01T13:00:00.000Z', timeZone: 'Mars/Base' })
        .success,
    ).toBe(false);
    expect(
      storedDateTimeSchema.safeParse({ instant: 'tomorrow', timeZone: 'Europe/Berlin' }).success,
    ).toBe(false);
  });
});
