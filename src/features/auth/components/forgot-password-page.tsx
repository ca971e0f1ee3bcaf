import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { passwordResetSchema, sendPasswordReset } from '../api/send-password-reset';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent } from '../stores/auth-store';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = passwordResetSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(t('auth.validation.email'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await sendPasswordReset(parsed.data);
      emitAuthEvent({ type: 'password-reset', email: parsed.data.email });
      setSent(true);
    } catch (error) {
      // Whether an account exists is not revealed: an unknown address reads as sent.
      const key = authErrorKey(error);
      if (key === 'auth.errors.wrongPassword') setSent(true);
      else setFormError(t(key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to={paths.login}>{t('auth.forgot.back')}</Link>}
    >
      {sent ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentBody', { email })}
        </Alert>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
          required
        />
        <Button type="submit" block busy={busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
