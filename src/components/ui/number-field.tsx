import { useState, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { FieldParts, fieldClass } from './field-parts';

export interface NumberFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** `NaN` while the field is empty. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** How the number reads: currency, percent, units (Intl.NumberFormat options). */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * A whole number (a salary, a count of days): the field still takes what people type or paste
   * with decimals (`85000.00`, `85000,50` in German) and rounds it when it is committed, instead
   * of silently dropping the decimal separator and reading `8500000`.
   */
  wholeNumber?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A number in the reader's format (digits, separators, currency) with − and + buttons; arrow
 * keys step, and the value stays within its bounds.
 */
export function NumberField({
  label,
  description,
  error,
  ref,
  className,
  wholeNumber = false,
  formatOptions,
  value,
  defaultValue,
  onChange,
  ...field
}: NumberFieldProps) {
  // a whole number is shown as committed (rounded), so the field holds it when nobody else does
  const [own, setOwn] = useState(defaultValue ?? Number.NaN);
  const commitWhole = (typed: number) => {
    const rounded = Number.isNaN(typed) ? typed : Math.round(typed);
    if (value === undefined) setOwn(rounded);
    onChange?.(rounded);
  };
  return (
    <AriaNumberField
      {...field}
      // typed with up to two decimals, so the separator is kept rather than dropped, then rounded
      formatOptions={wholeNumber ? { ...formatOptions, maximumFractionDigits: 2 } : formatOptions}
      value={wholeNumber ? (value ?? own) : value}
      defaultValue={wholeNumber ? undefined : defaultValue}
      onChange={wholeNumber ? commitWhole : onChange}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldClass(className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <Group className="ui-input-group">
          <Input ref={ref} className="ui-input" />
          <AriaButton slot="decrement" className="ui-field-button">
            <span aria-hidden="true">−</span>
          </AriaButton>
          <AriaButton slot="increment" className="ui-field-button">
            <span aria-hidden="true">+</span>
          </AriaButton>
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
