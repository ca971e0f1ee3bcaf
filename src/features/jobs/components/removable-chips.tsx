// Texts as chips, each with a button that removes it: a posting's skills, a search's hidden
// companies.
import type { AriaAttributes } from 'react';

interface RemovableChipsProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  items: readonly string[];
  /** The remove button's name for an item ("Remove React"). */
  removeLabel: (item: string) => string;
  onRemove: (item: string, index: number) => void;
}

export function RemovableChips({ items, removeLabel, onRemove, ...list }: RemovableChipsProps) {
  return (
    <ul className="chip-list" {...list}>
      {items.map((item, index) => (
        <li key={item} className="chip">
          {item}
          <button
            type="button"
            className="chip-remove"
            aria-label={removeLabel(item)}
            onClick={() => onRemove(item, index)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
