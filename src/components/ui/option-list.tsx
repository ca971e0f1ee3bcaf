import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import type { LabelledFieldProps } from './field-parts';
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

/** What a Select and a ComboBox take: the options and the chosen one's id. */
export interface OptionFieldProps extends LabelledFieldProps {
  options: readonly Option[];
  /** The chosen option's id, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The react-aria choice's props for the kit's options: ids as strings, disabled options' keys. */
export const optionChoice = (
  options: readonly Option[],
  onChange: ((value: string | null) => void) | undefined,
) => ({
  onChange: onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined,
  disabledKeys: options.filter((option) => option.isDisabled).map((option) => option.id),
});

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
