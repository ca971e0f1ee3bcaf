// How job text becomes search tokens. The writer of a job (seed, employer postings) stores
// `keywords = searchTokens(title, company, skills)`; the search turns typed words into the same tokens.

/** Lower-cased words of two or more letters, keeping `c++`, `c#`, `node.js`; no duplicates. */
export function searchTokens(...parts: (string | readonly string[])[]): string[] {
  const words = parts
    .flat()
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words)];
}

/** The location a job is filtered by: its city, lower-cased (`Berlin, Germany` → `berlin`). */
export function locationKey(location: string): string {
  return (location.split(',')[0] ?? '').trim().toLowerCase();
}
