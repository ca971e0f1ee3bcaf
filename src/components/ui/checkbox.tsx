import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { checkFieldClass, useCheckNotes, type CheckFieldProps } from './check-field';
import './checkbox.css';

interface CheckboxProps extends CheckFieldProps {
  /** Shows "some of them" (a select-all box over a partial selection). */
  isIndeterminate?: boolean;
  isRequired?: boolean;
  /** The accessible name when there is no visible label (e.g. in a table row). */
  'aria-label'?: string;
  /** Set inside a kit Table's rows and header: the box selects the row (or all rows). */
  slot?: 'selection';
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
  const { describedBy, notes } = useCheckNotes(description, error);
  const box = (
    <AriaCheckbox
      {...props}
      inputRef={ref}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      aria-describedby={describedBy}
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
    <div className={checkFieldClass(className)}>
      {box}
      {notes}
    </div>
  );
}
