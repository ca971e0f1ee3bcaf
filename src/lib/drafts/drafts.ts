// Drafts of what a person is typing, kept in local storage per person so they survive a session
// timeout (and a reload): restored when the form opens again, cleared on save or discard, and all
// of a person's cleared when they sign out themselves (the next person at this browser never
// finds them).

const PREFIX = 'draft';

/** The storage key of a person's draft called `name` (e.g. `posting:new`, `note:<applicationId>`). */
export const draftKey = (uid: string, name: string) => `${PREFIX}:${uid}:${name}`;

export function readDraft<T>(uid: string, name: string): T | null {
  try {
    const raw = localStorage.getItem(draftKey(uid, name));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeDraft(uid: string, name: string, value: unknown): void {
  try {
    localStorage.setItem(draftKey(uid, name), JSON.stringify(value));
  } catch {
    // storage full or unavailable: the form still works, only the draft is not kept
  }
}

export function clearDraft(uid: string, name: string): void {
  try {
    localStorage.removeItem(draftKey(uid, name));
  } catch {
    // nothing to clear
  }
}

/** Clears every draft of `uid` (and nobody else's). */
export function clearDraftsOf(uid: string): void {
  try {
    const prefix = draftKey(uid, '');
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}
