// The form of a saved search's name, shared by saving and renaming: the field, cancel and save.
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_LIMITS } from '@contracts/saved-search';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

interface SearchNameFormProps {
  /** Why the last save failed, shown above the fields (what was typed stays). */
  failure: string | null;
  onSubmit: () => void;
  /** The name field's registration and error (useFieldProps). */
  name: Omit<ComponentProps<typeof TextField>, 'label'>;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** More fields after the name. */
  children?: ReactNode;
}

/** A dialog's form about a saved search: its name (and more fields), cancel and save. */
export function SearchNameForm({
  failure,
  onSubmit,
  name,
  submitLabel,
  busy,
  onCancel,
  children,
}: SearchNameFormProps) {
  const { t } = useTranslation();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t('savedSearches.fields.name')}
        maxLength={SAVED_SEARCH_LIMITS.nameMax}
        autoComplete="off"
        data-autofocus
        required
        {...name}
      />
      {children}
      <div className="ui-dialog-actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
