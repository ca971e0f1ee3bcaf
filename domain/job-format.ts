// How a job's values are shown: the translation key of a type or level, and which apply links may
// be opened (the app's job pages and the public ones).

/** Translation key suffix of a job type or level (`Full-time` → `fullTime`, `Entry level` → `entryLevel`). */
export function vocabularyKey(value: string): string {
  const words = value.split(/[\s-]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** Only http(s) links may be opened from a job. */
export function safeApplyUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
