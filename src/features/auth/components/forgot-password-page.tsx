import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { paths } from '@/config/paths';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import { passwordResetSchema, sendPasswordReset } from '../api/send-password-reset';
import { useReturnPath } from '../hooks/use-signed-in-redirect';
import { authErrorKey } from '../lib/auth-error-key';
import { returnState } from '../lib/return-path';
import { emitAuthEvent } from '../stores/auth-store';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useReleasePrerenderedPage();
  // where the person was going: back to sign-in with it, and in the reset mail's link
  const returnPath = useReturnPath();
  const form = useForm({
    resolver: formResolver(passwordResetSchema),
    defaultValues: { email: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  const [formError, setFormError] = useState<string | null>(null);
  /** The address the link went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = handleSubmit(async (values) => {
    try {
      await sendPasswordReset(values, returnPath);
      emitAuthEvent({ type: 'password-reset', email: values.email });
      setSentTo(values.email);
    } catch (error) {
      // Whether an account exists is not revealed: an unknown address reads as sent.
      const key = authErrorKey(error);
      if (key === 'auth.errors.wrongPassword') setSentTo(values.email);
      else setFormError(t(key));
    }
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={paths.login} state={returnState(returnPath)}>
          {t('auth.forgot.back')}
        </Link>
      }
    >
      {sentTo !== null ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentBody', { email: sentTo })}
        </Alert>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...field('email', { setValueAs: (value: string) => value.trim() })}
          required
        />
        <Button type="submit" block busy={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
