import { isRole, type Role } from '@contracts/roles';

/**
 * What this browser last knew of the person signed in here: enough for a dashboard to paint its
 * frame (name, role, navigation) while Firebase Auth restores the session and the profile is read.
 * It decides nothing: the screens' content waits for the real session, and the rules check every
 * read. It is dropped at every sign-out and whenever Auth reports nobody signed in.
 */
export interface SessionHint {
  uid: string;
  role: Role;
  displayName?: string;
  email?: string;
  /** The team flags the navigation last showed (employers). */
  teamPermissions?: Record<string, boolean>;
}

export const SESSION_HINT_KEY = 'session-hint';

const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

function isFlags(value: unknown): value is Record<string, boolean> | undefined {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((flag) => typeof flag === 'boolean');
}

function parse(raw: string | null): SessionHint | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SessionHint, unknown>> | null;
    if (
      value &&
      typeof value.uid === 'string' &&
      value.uid.length > 0 &&
      isRole(value.role) &&
      optionalString(value.displayName) &&
      optionalString(value.email) &&
      isFlags(value.teamPermissions)
    ) {
      return value as SessionHint;
    }
  } catch {
    // not JSON: treated as no hint
  }
  return null;
}

/** The stored hint, or null when there is none or it is not one this app wrote. */
export function readSessionHint(): SessionHint | null {
  try {
    return parse(localStorage.getItem(SESSION_HINT_KEY));
  } catch {
    return null;
  }
}

function write(hint: SessionHint): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
  } catch {
    // storage full or blocked: the next load paints its loading state instead
  }
}

/** Remembers the person (after their profile was read); keeps the flags if it is the same person. */
export function saveSessionHint(hint: Omit<SessionHint, 'teamPermissions'>): SessionHint {
  const previous = readSessionHint();
  const next: SessionHint = {
    ...hint,
    ...(previous?.uid === hint.uid && previous.role === hint.role && previous.teamPermissions
      ? { teamPermissions: previous.teamPermissions }
      : {}),
  };
  write(next);
  return next;
}

/** Remembers the team flags of `uid`, if the hint is theirs. */
export function saveTeamPermissionsHint(uid: string, teamPermissions: Record<string, boolean>) {
  const previous = readSessionHint();
  if (previous?.uid !== uid) return;
  write({ ...previous, teamPermissions });
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // nothing stored
  }
}
