import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import './option-list.css';
import './popover.css';

/** One choice of a Select or a ComboBox. */
export interface Option {
  id: string;
  label: string;
  /** A second line under the label. */
  description?: string;
  isDisabled?: boolean;
}

/** The popup list of a Select (given its `items`) or a ComboBox (which gives them itself). */
export function OptionList({
  items,
  emptyText,
}: {
  items?: Iterable<Option>;
  emptyText?: ReactNode;
}) {
  return (
    <Popover className="ui-popover" offset={4}>
      <ListBox<Option>
        items={items}
        className="ui-option-list"
        renderEmptyState={
          emptyText ? () => <p className="ui-option-empty">{emptyText}</p> : undefined
        }
      >
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className="ui-option">
            <span className="ui-option-label">{option.label}</span>
            {option.description ? (
              <span className="ui-option-description">{option.description}</span>
            ) : null}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
