import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import type { GoogleTestAccount } from '../api/google-test-accounts';
import { DISPLAY_NAME_MAX_LENGTH } from '../constants';

const testAccountSchema = z.object({
  email: z.email(),
  displayName: z.string().check(z.trim(), z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
});

const trim = (value: string) => value.trim();

/**
 * On the local suite, where Google sign-in is simulated: the Google account to sign in as. The
 * name defaults to the email's local part. Loaded only when it is opened.
 */
export function GoogleAccountDialog({
  isOpen,
  onOpenChange,
  busy,
  onChoose,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  busy: boolean;
  onChoose: (account: GoogleTestAccount) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: formResolver(testAccountSchema),
    defaultValues: { email: '', displayName: '' },
  });
  const { register, handleSubmit } = form;
  const field = useFieldProps(form);

  const choose = handleSubmit(({ email, displayName }) =>
    onChoose({ email, displayName: displayName || email.split('@')[0] || email }),
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('auth.google.testTitle')}
      description={t('auth.google.testBody')}
      showCloseButton={false}
    >
      <form className="stack" noValidate onSubmit={(event) => void choose(event)}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          {...field('email', { setValueAs: trim })}
        />
        <TextField label={t('auth.fields.name')} {...register('displayName')} />
        <div className="ui-dialog-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('auth.google.continue')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
