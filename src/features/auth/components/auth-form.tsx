// The form of the pages that create an account or a profile (registering, the welcome after a
// first Google sign-in): the failure above it, its fields with the person's name, and the button
// that sends it. (The sign-in form stays apart: a module it shared would be a chunk more for the
// login page to list.)
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export function AuthForm({
  error,
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  /** The failure of the last try, shown above the form (none when the page shows it itself). */
  error?: string | null;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form className="stack" noValidate onSubmit={onSubmit}>
        {children}
        <Button type="submit" block busy={busy}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}

/** A field bound by `useFieldProps`: its registration and its error. */
type BoundField = UseFormRegisterReturn & { error: string | undefined };

/** The person's name, as others will see it. */
export function NameField(field: BoundField) {
  const { t } = useTranslation();
  return <TextField label={t('auth.fields.name')} autoComplete="name" {...field} required />;
}
