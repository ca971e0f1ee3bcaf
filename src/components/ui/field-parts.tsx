import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

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

export const fieldClass = (className?: string) =>
  ['field', 'ui-field', className ?? ''].filter(Boolean).join(' ');
