import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import './checkbox.css';

interface CheckboxProps {
  /** The label, next to the box. */
  children: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: () => void;
  /** Shows "some of them" (a select-all box over a partial selection). */
  isIndeterminate?: boolean;
  name?: string;
  value?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
  /** The accessible name when there is no visible label (e.g. in a table row). */
  'aria-label'?: string;
  /** Set inside a kit Table's rows and header: the box selects the row (or all rows). */
  slot?: 'selection';
  className?: string;
}

/** A checkbox with its label, an optional description and an error. */
export function Checkbox({
  children,
  description,
  error,
  ref,
  className,
  ...props
}: CheckboxProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const box = (
    <AriaCheckbox
      {...props}
      inputRef={ref}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      aria-describedby={describedBy || undefined}
      className="ui-checkbox"
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox-box" aria-hidden="true">
            {isIndeterminate ? '−' : isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
  if (!description && !error) return className ? <div className={className}>{box}</div> : box;
  return (
    <div className={['ui-check-field', className ?? ''].filter(Boolean).join(' ')}>
      {box}
      {description ? (
        <p id={`${id}-description`} className="field-hint">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
