import {
  CHECK_INTERVAL_MS,
  MIN_CHECK_INTERVAL_MS,
  SESSION_CONFIG_KEY,
  SESSION_TIMEOUT_MS,
  WARNING_TIME_MS,
} from '../constants';
import type { SessionConfig } from '../types';

export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  sessionTimeout: SESSION_TIMEOUT_MS,
  warningTime: WARNING_TIME_MS,
  checkInterval: CHECK_INTERVAL_MS,
};

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Reads the configuration from local storage. Missing or invalid values fall back to the
 * defaults; a stored configuration may shorten the timings (tests do) but never lengthen the
 * timeout past 30 minutes, and never make it zero or negative.
 */
export function readSessionConfig(storage: Storage = localStorage): SessionConfig {
  let stored: Record<string, unknown> = {};
  try {
    const raw = storage.getItem(SESSION_CONFIG_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const sessionTimeout =
    positive(stored.sessionTimeout) && stored.sessionTimeout <= SESSION_TIMEOUT_MS
      ? stored.sessionTimeout
      : SESSION_TIMEOUT_MS;
  const warningTime =
    positive(stored.warningTime) && stored.warningTime < sessionTimeout
      ? stored.warningTime
      : Math.min(WARNING_TIME_MS, Math.floor(sessionTimeout / 2));
  const checkInterval =
    positive(stored.checkInterval) &&
    stored.checkInterval >= MIN_CHECK_INTERVAL_MS &&
    stored.checkInterval <= CHECK_INTERVAL_MS
      ? stored.checkInterval
      : CHECK_INTERVAL_MS;
  return { sessionTimeout, warningTime, checkInterval };
}
