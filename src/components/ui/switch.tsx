import { Switch as AriaSwitch } from 'react-aria-components';
import { checkFieldClass, useCheckNotes, type CheckFieldProps } from './check-field';
import './switch.css';

/** An on/off switch (takes effect at once, unlike a checkbox in a form). */
export function Switch({
  children,
  description,
  error,
  ref,
  className,
  ...props
}: CheckFieldProps) {
  const { describedBy, notes } = useCheckNotes(description, error);
  return (
    <div className={checkFieldClass(className)}>
      <AriaSwitch
        {...props}
        inputRef={ref}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="ui-switch"
      >
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-thumb" />
        </span>
        {children}
      </AriaSwitch>
      {notes}
    </div>
  );
}
