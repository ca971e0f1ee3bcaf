import type { ReactNode, Ref } from 'react';
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
  ...field
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...field}
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
