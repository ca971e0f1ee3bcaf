import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../lib/csv';
import { defaultRange, rangeError, rangeInstants } from '../lib/range';

describe('csv', () => {
  it('writes numbers as they are, empties for none, and quotes text that needs it', () => {
    expect(csvCell(68.4)).toBe('68.4');
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Plain')).toBe('Plain');
    expect(csvCell('Frontend, Senior')).toBe('"Frontend, Senior"');
    expect(csvCell('The "best" job')).toBe('"The ""best"" job"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('مهندس واجهات')).toBe('مهندس واجهات');
  });

  it('keeps a title a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 engineer')).toBe("'+1 engineer");
    expect(csvCell(-3)).toBe('-3');
  });

  it('opens with the byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          [1, 'x'],
          [null, 2.5],
        ],
      ),
    ).toBe('\uFEFFA,B\r\n1,x\r\n,2.5\r\n');
  });
});

describe('the period', () => {
  it('is the last 90 days by default, today (UTC) included, sent as instants', () => {
    const range = defaultRange(new Date('2026-11-22T23:30:00.000Z'));
    expect(range).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(rangeInstants(range)).toEqual({
      from: '2026-08-25T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
    expect(rangeError(range)).toBeNull();
  });

  it('is refused when a day is missing, reversed or longer than 366 days', () => {
    expect(rangeError({ from: '', to: '2026-11-22' })).toBe('missing');
    expect(rangeError({ from: '2026-11-23', to: '2026-11-22' })).toBe('reversed');
    expect(rangeError({ from: '2026-11-22', to: '2026-11-22' })).toBeNull();
    expect(rangeError({ from: '2025-11-22', to: '2026-11-22' })).toBeNull(); // 366 days
    expect(rangeError({ from: '2025-11-21', to: '2026-11-22' })).toBe('tooLong');
  });
});
