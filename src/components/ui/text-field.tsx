import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The error; the input is marked invalid and described by it while it is set. */
  error?: string | undefined;
  /** Help under the field, read with it. */
  description?: string | undefined;
  /** The same as `description`. */
  hint?: string | undefined;
  /** The input element: react-hook-form's `register(name)` spreads onto a TextField as it is. */
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input (the browser's own) with a label, a description and an error. */
export function TextField({
  label,
  error,
  description,
  hint: hintText,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const hint = description ?? hintText;
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
