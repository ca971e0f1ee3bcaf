import {
  ABSOLUTE_LIFETIME_MS,
  SESSION_ENDED_KEY,
  SESSION_STORAGE_KEY,
  SHARED_ACTIVITY_KEY,
} from '../constants';
import type { SessionRecord } from '../types';

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the session still runs in memory
  }
}

function isRecord(value: unknown): value is SessionRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.userId === 'string' &&
    typeof record.userRole === 'string' &&
    ['startTime', 'lastActivity', 'expiresAt'].every(
      (key) => typeof record[key] === 'number' && Number.isFinite(record[key]),
    )
  );
}

/** The moment the session ends: idle expiry or the absolute lifetime, whichever comes first. */
export function deadlineOf(record: SessionRecord): number {
  return Math.min(record.expiresAt, record.startTime + ABSOLUTE_LIFETIME_MS);
}

/** The stored record of this tab, only if it is still valid for this person at `now`. */
export function restoreSession(userId: string, now: number): SessionRecord | null {
  const record = read<unknown>(sessionStorage, SESSION_STORAGE_KEY);
  if (!isRecord(record) || record.userId !== userId) return null;
  return now < deadlineOf(record) ? record : null;
}

export function saveSession(record: SessionRecord): void {
  write(sessionStorage, SESSION_STORAGE_KEY, record);
}

export function clearSession(): void {
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** Last activity of this person in any tab of the browser, kept across restarts. */
export function readSharedActivity(userId: string): number | null {
  const shared = read<{ userId?: unknown; lastActivity?: unknown }>(
    localStorage,
    SHARED_ACTIVITY_KEY,
  );
  return shared?.userId === userId && typeof shared.lastActivity === 'number'
    ? shared.lastActivity
    : null;
}

export function writeSharedActivity(userId: string, lastActivity: number): void {
  write(localStorage, SHARED_ACTIVITY_KEY, { userId, lastActivity });
}

/** Claims the handling of one expiry; false when another tab already did. */
export function claimExpiry(userId: string, deadline: number): boolean {
  const mark = `${userId}:${deadline}`;
  const current = read<string>(localStorage, SESSION_ENDED_KEY);
  if (current === mark) return false;
  write(localStorage, SESSION_ENDED_KEY, mark);
  return true;
}
