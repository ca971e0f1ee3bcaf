import { parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import * as z from 'zod/mini';

/**
 * A moment as it is stored: the instant (ISO 8601 in UTC, `2026-10-25T00:30:00.000Z`) and the
 * IANA time zone it was chosen in (`Europe/Berlin`). The instant alone is unambiguous, also in
 * the hour a clock goes back; the zone gives the wall-clock time the person chose back.
 */
interface StoredDateTime {
  instant: string;
  timeZone: string;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const storedDateTimeSchema = z.object({
  instant: z.iso.datetime(),
  timeZone: z.string().check(z.refine(isTimeZone)),
});

/** A picked ZonedDateTime (e.g. from the kit's DatePicker) → what to store. */
export function toStoredDateTime(value: ZonedDateTime): StoredDateTime {
  return { instant: value.toDate().toISOString(), timeZone: value.timeZone };
}

/** What was stored → the ZonedDateTime to show and edit, in its own time zone. */
export function fromStoredDateTime(stored: StoredDateTime): ZonedDateTime {
  return parseAbsolute(stored.instant, stored.timeZone);
}
