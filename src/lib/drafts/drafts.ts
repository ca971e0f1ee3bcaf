// Drafts of what a person is typing, kept in local storage per person so they survive a session
// timeout (and a reload): restored when the form opens again, cleared on save or discard.

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
