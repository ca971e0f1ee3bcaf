import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isRole } from '@/config/roles';
import * as z from 'zod/mini';
import { signInSchema, signInWithEmail } from '../api/sign-in-with-email';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent, useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function SignInPage({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation();
  const { user, profile, role, error: profileError } = useAuthStore();
  const refreshProfile = useAuthStore((state) => state.refreshProfile);
  const signOut = useAuthStore((state) => state.signOut);
  const startDemoSession = useAuthStore((state) => state.startDemoSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useSignedInRedirect();

  const firebaseMode = env.mode === 'firebase';
  const unknownRole = Boolean(user && profile && !isRole(role));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = signInSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      const issues = z.flattenError(parsed.error).fieldErrors;
      setFieldErrors({
        ...(issues.email ? { email: t('auth.validation.email') } : {}),
        ...(issues.password ? { password: t('auth.validation.passwordRequired') } : {}),
      });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await signInWithEmail(parsed.data);
      emitAuthEvent({ type: 'signed-in', method: 'password' });
    } catch (error) {
      const key = authErrorKey(error);
      if (key === 'auth.errors.wrongPassword') {
        emitAuthEvent({ type: 'sign-in-failed', email: parsed.data.email });
      }
      setFormError(t(key));
    } finally {
      setBusy(false);
    }
  };

  const handleDemo = async () => {
    setFormError(null);
    if (!env.demoCredentials) {
      startDemoSession();
      return;
    }
    setBusy(true);
    try {
      await signInWithEmail(env.demoCredentials);
      emitAuthEvent({ type: 'signed-in', method: 'demo' });
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        firebaseMode ? (
          <p>
            {t('auth.signIn.noAccount')}{' '}
            <Link to={paths.register}>{t('auth.signIn.createAccount')}</Link>
          </p>
        ) : null
      }
    >
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {unknownRole ? (
        <Alert tone="warning" title={t('auth.unknownRole.title')}>
          <p>{t('auth.unknownRole.body')}</p>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('auth.signOut')}
          </Button>
        </Alert>
      ) : null}
      {profileError ? (
        <Alert tone="error" title={t('auth.errors.profileLoad')}>
          <Button variant="secondary" onClick={() => void refreshProfile()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {firebaseMode ? (
        <>
          <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              label={t('auth.fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldErrors.email}
              required
            />
            <TextField
              label={t('auth.fields.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password}
              required
            />
            <div className="form-row-end">
              <Link to={paths.forgotPassword}>{t('auth.signIn.forgotPassword')}</Link>
            </div>
            <Button type="submit" block busy={busy}>
              {t('auth.signIn.submit')}
            </Button>
          </form>
          <div className="divider">
            <span>{t('auth.signIn.or')}</span>
          </div>
          <div className="stack">
            <GoogleButton onError={setFormError} />
            {env.demoCredentials ? (
              <Button variant="ghost" block onClick={() => void handleDemo()}>
                {t('auth.signIn.demo')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <div className="stack">
          <p>{t('demo.signInExplanation')}</p>
          <Button block onClick={() => void handleDemo()}>
            {t('auth.signIn.demo')}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
