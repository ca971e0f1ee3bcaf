import { describe, expect, it } from 'vitest';
import { INTERVIEW_LIMITS } from '@contracts/interview';
import {
  interviewerClashes,
  overlapWindow,
  slotsOverlap,
  type BookedInterview,
} from '../lib/overlap';

const at = (iso: string) => Date.parse(iso);
const booked = (overrides: Partial<BookedInterview> & { id: string }): BookedInterview => ({
  startsAt: new Date('2026-11-10T09:00:00Z'),
  durationMinutes: 60,
  status: 'scheduled',
  interviewerUids: ['omar'],
  interviewers: [{ uid: 'omar', name: 'Omar Haddad' }],
  candidateName: 'Lena Fischer',
  ...overrides,
});

describe('slotsOverlap', () => {
  it('sees two slots that share time as overlapping, in either order', () => {
    const a = { start: at('2026-11-10T09:00:00Z'), durationMinutes: 60 };
    const b = { start: at('2026-11-10T09:30:00Z'), durationMinutes: 30 };
    expect(slotsOverlap(a, b)).toBe(true);
    expect(slotsOverlap(b, a)).toBe(true);
  });

  it('lets one slot begin where the other ends', () => {
    const a = { start: at('2026-11-10T09:00:00Z'), durationMinutes: 60 };
    const b = { start: at('2026-11-10T10:00:00Z'), durationMinutes: 60 };
    expect(slotsOverlap(a, b)).toBe(false);
    expect(slotsOverlap(b, a)).toBe(false);
  });

  it('sees a slot inside another as overlapping', () => {
    const outer = { start: at('2026-11-10T08:00:00Z'), durationMinutes: 240 };
    const inner = { start: at('2026-11-10T09:00:00Z'), durationMinutes: 15 };
    expect(slotsOverlap(outer, inner)).toBe(true);
  });
});

describe('interviewerClashes', () => {
  const slot = { start: at('2026-11-10T09:45:00Z'), durationMinutes: 45 };

  it('names each chosen interviewer already booked then', () => {
    const clashes = interviewerClashes(
      slot,
      ['omar', 'mia'],
      [
        booked({
          id: 'i1',
          interviewerUids: ['omar', 'mia'],
          interviewers: [
            { uid: 'omar', name: 'Omar Haddad' },
            { uid: 'mia', name: 'Mia Rossi' },
          ],
        }),
      ],
    );
    expect(clashes.map((clash) => [clash.uid, clash.name, clash.interview.id])).toEqual([
      ['omar', 'Omar Haddad', 'i1'],
      ['mia', 'Mia Rossi', 'i1'],
    ]);
  });

  it('ignores interviewers not chosen, cancelled interviews, other times and the interview itself', () => {
    const clashes = interviewerClashes(
      slot,
      ['omar'],
      [
        booked({ id: 'someone-else', interviewerUids: ['mia'] }),
        booked({ id: 'cancelled', status: 'cancelled' }),
        booked({ id: 'later', startsAt: new Date('2026-11-10T10:30:00Z') }),
        booked({ id: 'self' }),
      ],
      'self',
    );
    expect(clashes).toEqual([]);
  });

  it('lists the clashes in the order the interviews start', () => {
    const clashes = interviewerClashes(
      { start: at('2026-11-10T09:00:00Z'), durationMinutes: 120 },
      ['omar'],
      [
        booked({ id: 'second', startsAt: new Date('2026-11-10T10:00:00Z') }),
        booked({ id: 'first', startsAt: new Date('2026-11-10T08:30:00Z') }),
      ],
    );
    expect(clashes.map((clash) => clash.interview.id)).toEqual(['first', 'second']);
  });

  it('finds nothing for a slot without a time or a length', () => {
    expect(
      interviewerClashes({ start: NaN, durationMinutes: 60 }, ['omar'], [booked({ id: 'a' })]),
    ).toEqual([]);
    expect(
      interviewerClashes(
        { start: at('2026-11-10T09:00:00Z'), durationMinutes: 0 },
        ['omar'],
        [booked({ id: 'a' })],
      ),
    ).toEqual([]);
  });
});

describe('overlapWindow', () => {
  it('reaches back by the longest interview and up to the slot end', () => {
    const start = at('2026-11-10T09:00:00Z');
    expect(overlapWindow({ start, durationMinutes: 30 })).toEqual({
      from: start - INTERVIEW_LIMITS.durationMax * 60_000,
      to: start + 30 * 60_000,
    });
  });
});
