import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  SESSION_CONFIG_KEY,
  SESSION_TIMEOUT_MS,
  WARNING_TIME_MS,
} from '../constants';
import { DEFAULT_SESSION_CONFIG, readSessionConfig } from '../lib/session-config';

const store = (value: unknown) =>
  localStorage.setItem(
    SESSION_CONFIG_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('session configuration', () => {
  it('defaults to a 30-minute timeout, a warning at 5 minutes and a check every 60 seconds', () => {
    expect(SESSION_TIMEOUT_MS).toBe(1_800_000);
    expect(WARNING_TIME_MS).toBe(300_000);
    expect(CHECK_INTERVAL_MS).toBe(60_000);
    expect(readSessionConfig()).toEqual({
      sessionTimeout: 1_800_000,
      warningTime: 300_000,
      checkInterval: 60_000,
    });
  });

  it('reads shorter timings from local storage', () => {
    store({ sessionTimeout: 8_000, warningTime: 3_000, checkInterval: 1_000 });
    expect(readSessionConfig()).toEqual({
      sessionTimeout: 8_000,
      warningTime: 3_000,
      checkInterval: 1_000,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a zero timeout', { sessionTimeout: 0 }],
    ['a negative timeout', { sessionTimeout: -5 }],
    ['a text timeout', { sessionTimeout: '1000' }],
    ['an infinite timeout', { sessionTimeout: 'Infinity' }],
    ['an array', [1, 2, 3]],
  ])('falls back to the defaults for %s', (_label, value) => {
    store(value);
    expect(readSessionConfig()).toEqual(DEFAULT_SESSION_CONFIG);
  });

  it('never lengthens the timeout past 30 minutes', () => {
    store({ sessionTimeout: 10 * SESSION_TIMEOUT_MS });
    expect(readSessionConfig().sessionTimeout).toBe(SESSION_TIMEOUT_MS);
  });

  it('keeps the warning shorter than the timeout', () => {
    store({ sessionTimeout: 10_000, warningTime: 20_000 });
    const config = readSessionConfig();
    expect(config.sessionTimeout).toBe(10_000);
    expect(config.warningTime).toBeLessThan(10_000);
  });

  it('refuses a check interval faster than 250 ms or slower than the default', () => {
    store({ checkInterval: 10 });
    expect(readSessionConfig().checkInterval).toBe(CHECK_INTERVAL_MS);
    store({ checkInterval: 120_000 });
    expect(readSessionConfig().checkInterval).toBe(CHECK_INTERVAL_MS);
  });
});
