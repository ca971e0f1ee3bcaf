// What the kit's Checkbox and Switch share: their props, and the hint and error under the control
// that it is described by.
import { useId, type ReactNode, type Ref } from 'react';

/** The props of a control that is on or off, with its label beside it. */
export interface CheckFieldProps {
  /** The label, next to the control. */
  children: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: () => void;
  name?: string;
  value?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The hint and error to show under a checkbox or switch (`notes`), and the ids of those shown
 * (`describedBy`, for the control's aria-describedby; undefined when there are none).
 */
export function useCheckNotes(description: ReactNode, error: string | undefined) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const notes = (
    <>
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
    </>
  );
  return { describedBy: describedBy || undefined, notes };
}

/** The class of the block that holds the control and its notes. */
export const checkFieldClass = (className?: string) =>
  ['ui-check-field', className ?? ''].filter(Boolean).join(' ');
