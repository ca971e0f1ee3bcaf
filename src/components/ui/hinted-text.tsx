import { useEffect } from 'react';
import { hintVariable, useTakenOver, type HintedField } from '@/lib/prerendered-page';

/**
 * A text of the signed-in person (their name, email or initials). While React takes over a
 * prerendered dashboard frame it is empty, as the frame's HTML has it, and the frame's script paints
 * it from the session hint (styles.css); then it is the text itself.
 */
export function HintedText({ field, children }: { field: HintedField; children: string }) {
  const takenOver = useTakenOver();
  useEffect(() => {
    // once React has written every one (a part still loading keeps its painted copy meanwhile),
    // the painted copy is not wanted again: an empty text stays empty
    if (takenOver && !document.querySelector(`.hinted[data-hint="${field}"]:empty`)) {
      document.documentElement.style.removeProperty(hintVariable(field));
    }
  }, [takenOver, field]);
  return (
    <span className="hinted" data-hint={field}>
      {takenOver ? children : ''}
    </span>
  );
}
