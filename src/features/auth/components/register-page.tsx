import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { SelfServiceRole } from '@/config/roles';
import * as z from 'zod/mini';
import { createAccount, createAccountSchema } from '../api/create-account';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent, useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';

type Field = 'displayName' | 'email' | 'password';

export function RegisterPage() {
  const { t } = useTranslation();
  const setProfile = useAuthStore((state) => state.setProfile);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SelfServiceRole>('jobSeeker');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // While the account is being created the profile does not exist yet: do not send the person
  // to the role choice in between.
  useSignedInRedirect({ enabled: !busy });

  const messages: Record<Field, string> = {
    displayName: t('auth.validation.nameRequired'),
    email: t('auth.validation.email'),
    password: t('auth.validation.passwordLength', { count: PASSWORD_MIN_LENGTH }),
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createAccountSchema.safeParse({
      displayName,
      email: email.trim(),
      password,
      role,
    });
    if (!parsed.success) {
      const issues = z.flattenError(parsed.error).fieldErrors;
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['displayName', 'email', 'password'] as const) {
        if (issues[field]) next[field] = messages[field];
      }
      setFieldErrors(next);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const profile = await createAccount(parsed.data);
      setProfile(profile);
      emitAuthEvent({ type: 'signed-in', method: 'register' });
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p>
          {t('auth.register.haveAccount')} <Link to={paths.login}>{t('auth.register.signIn')}</Link>
        </p>
      }
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.name')}
          name="displayName"
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          error={fieldErrors.displayName}
          required
        />
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
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={t('auth.validation.passwordLength', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <RoleChoice value={role} onChange={setRole} />
        <Button type="submit" block busy={busy}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
