import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { FieldParts, fieldClass } from './field-parts';
import { OptionList, type Option } from './option-list';
import './select.css';

export type { Option } from './option-list';

interface SelectProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  options: readonly Option[];
  /** The chosen option's id, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The button that opens the list. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * Choose one option from a list that pops up (type-ahead, arrows, Escape). For a handful of
 * options in a filter form, a native `<select>` (NativeSelect) is simpler.
 */
export function Select({
  label,
  description,
  error,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  ref,
  className,
  ...field
}: SelectProps) {
  return (
    <AriaSelect
      {...field}
      value={value}
      defaultValue={defaultValue}
      onChange={
        onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined
      }
      placeholder={placeholder}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldClass(className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <AriaButton ref={ref} className="ui-input ui-select-button">
          <SelectValue className="ui-select-value" />
          <span aria-hidden="true" className="ui-select-chevron">
            ▾
          </span>
        </AriaButton>
      </FieldParts>
      <OptionList items={options} />
    </AriaSelect>
  );
}
