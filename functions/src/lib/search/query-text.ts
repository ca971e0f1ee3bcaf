// What a person types into the search box, taken apart: words (each must match), "quoted
// phrases" and `-exclusions` (a word or a quoted phrase). Anything else (stray quotes, lone
// dashes, punctuation around a word) is ignored rather than refused.

export interface QueryText {
  words: string[];
  phrases: string[];
  excluded: string[];
}

/** Words of a query beyond this many are ignored: each costs a lookup. */
export const QUERY_WORDS_MAX = 12;

const TOKEN = /(-?)"([^"]*)"|(\S+)/g;

/** Keeps `c++`, `c#`, `node.js`; drops what only surrounds a word (`(react),` → `react`). */
const tidy = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');

export function parseQueryText(q: string): QueryText {
  const parsed: QueryText = { words: [], phrases: [], excluded: [] };
  for (const match of q.matchAll(TOKEN)) {
    const [, dash, phrase, bare] = match;
    if (phrase !== undefined) {
      const text = phrase.trim();
      if (text) (dash ? parsed.excluded : parsed.phrases).push(text);
      continue;
    }
    const raw = bare ?? '';
    const word = tidy(raw.startsWith('-') ? raw.slice(1) : raw);
    if (!word) continue;
    (raw.startsWith('-') ? parsed.excluded : parsed.words).push(word);
  }
  const words = [...new Set(parsed.words.map((word) => word.toLowerCase()))];
  return {
    words: words.slice(0, QUERY_WORDS_MAX),
    phrases: parsed.phrases.slice(0, QUERY_WORDS_MAX),
    excluded: parsed.excluded.slice(0, QUERY_WORDS_MAX),
  };
}

/** A query as text again, with the words replaced by `corrections` where one is given. */
export function queryTextWith(parsed: QueryText, corrections: ReadonlyMap<string, string>): string {
  return [
    ...parsed.words.map((word) => corrections.get(word) ?? word),
    ...parsed.phrases.map((phrase) => `"${phrase}"`),
    ...parsed.excluded.map((word) => (word.includes(' ') ? `-"${word}"` : `-${word}`)),
  ].join(' ');
}
