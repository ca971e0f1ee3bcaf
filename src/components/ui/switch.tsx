import { useId, type ReactNode, type Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import './switch.css';

interface SwitchProps {
  /** The label, next to the switch. */
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
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** An on/off switch (takes effect at once, unlike a checkbox in a form). */
export function Switch({ children, description, error, ref, className, ...props }: SwitchProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['ui-check-field', className ?? ''].filter(Boolean).join(' ')}>
      <AriaSwitch
        {...props}
        inputRef={ref}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="ui-switch"
      >
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-thumb" />
        </span>
        {children}
      </AriaSwitch>
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
