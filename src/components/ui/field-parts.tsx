// The parts every labelled kit field shares: its label, hint and error, and the props that mark
// the react-aria field invalid and give it the kit's classes.
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** What every labelled kit field takes besides its value. */
export interface LabelledFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/**
 * The label, description and error of a kit field (inside a react-aria field component, which
 * links them to the control: aria-labelledby, aria-describedby, aria-invalid).
 */
export function FieldParts({
  label,
  description,
  error,
  children,
}: {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <Label className="ui-label">{label}</Label>
      {children}
      {description ? (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}

/**
 * The react-aria field's state for the kit's error and class: invalid while there is an error,
 * told by aria (no native validation bubble), with the kit's field classes.
 */
export const fieldState = (error: string | undefined, className?: string) => ({
  isInvalid: Boolean(error),
  validationBehavior: 'aria' as const,
  className: ['field', 'ui-field', className ?? ''].filter(Boolean).join(' '),
});
