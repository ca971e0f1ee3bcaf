export const MAX_INITIALS = 2;

/** The first letters of the words of a name, uppercased, at most two (`Ada Lovelace` → `AL`). */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_INITIALS)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
}
