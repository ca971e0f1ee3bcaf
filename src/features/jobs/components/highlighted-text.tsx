// Text with its matched words marked: the search engine's highlight pieces rendered as text, the
// hits in <mark>, never as HTML.
import type { HighlightPiece } from '@contracts/job-search';

export function HighlightedText({ pieces }: { pieces: readonly HighlightPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.hit ? (
          <mark key={index} className="search-hit">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
