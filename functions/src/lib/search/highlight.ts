// Highlights as pieces of text: the engine marks matched words with two control characters (never
// found in a stored job: job-rows.ts strips them), which are split off here. Nothing is HTML.
import type { HighlightPiece } from '../../contracts.js';

export const HIT_START = '\u0001';
export const HIT_END = '\u0002';

/** The ts_headline options that mark hits with HIT_START … HIT_END. */
export const HEADLINE_MARKERS = `StartSel=${HIT_START}, StopSel=${HIT_END}`;

/** `a \u0001b\u0002 c` → [a ] [b: hit] [ c]; neighbouring pieces of one kind are joined. */
export function highlightPieces(marked: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  for (const [index, part] of marked.split(HIT_START).entries()) {
    const [hit, rest] = index === 0 ? ['', part] : splitOnce(part);
    for (const piece of [
      { text: hit, hit: true },
      { text: rest, hit: false },
    ]) {
      if (!piece.text) continue;
      const last = pieces.at(-1);
      if (last && last.hit === piece.hit) last.text += piece.text;
      else pieces.push(piece);
    }
  }
  return pieces;
}

function splitOnce(part: string): [string, string] {
  const end = part.indexOf(HIT_END);
  return end < 0 ? [part, ''] : [part.slice(0, end), part.slice(end + 1).replaceAll(HIT_END, '')];
}

/** The markers removed from stored text, so that only the engine's are ever split on. */
export const withoutMarkers = (text: string) =>
  text.replaceAll(HIT_START, '').replaceAll(HIT_END, '');
