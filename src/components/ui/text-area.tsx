import type { ReactNode, Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldParts, fieldState } from './field-parts';

interface TextAreaProps {
  label: ReactNode;
  /** Help under the field, read with it. */
  description?: ReactNode;
  /** The error; the field is marked invalid while it is set. */
  error?: string | undefined;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The textarea element (react-hook-form's `field.ref` focuses it on an error). */
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
  /** A class for the textarea itself. */
  inputClassName?: string;
}

/** A multi-line text field with a label, a description and an error. */
export function TextArea({
  label,
  description,
  error,
  rows = 5,
  placeholder,
  ref,
  className,
  inputClassName,
  ...field
}: TextAreaProps) {
  return (
    <AriaTextField {...field} {...fieldState(error, className)}>
      <FieldParts label={label} description={description} error={error}>
        <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={inputClassName} />
      </FieldParts>
    </AriaTextField>
  );
}
