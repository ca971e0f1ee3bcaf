import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { Ref } from 'react';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  description?: ReactNode;
  error?: string | undefined;
  /** `<option>` elements. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own `<select>` with a label, a description and an error: the lightest choice
 * for short lists in filter forms; takes react-hook-form's `register(name)` as it is.
 */
export function NativeSelect({
  label,
  description,
  error,
  id,
  className,
  children,
  ...rest
}: NativeSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [description ? `${selectId}-hint` : '', error ? `${selectId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <select
        {...rest}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </select>
      {description ? (
        <p id={`${selectId}-hint`} className="field-hint">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
