import type { Ref } from 'react';
import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { FieldParts, fieldState } from './field-parts';
import { OptionList, optionChoice, type OptionFieldProps } from './option-list';
import './select.css';

export type { Option } from './option-list';

/** `placeholder`: shown while nothing is chosen. */
interface SelectProps extends OptionFieldProps {
  /** The button that opens the list. */
  ref?: Ref<HTMLButtonElement>;
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
      {...optionChoice(options, onChange)}
      placeholder={placeholder}
      {...fieldState(error, className)}
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
