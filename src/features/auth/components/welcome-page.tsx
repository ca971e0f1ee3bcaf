import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { SelfServiceRole } from '@contracts/roles';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { RoleChoice } from './role-choice';

/** After a first Google sign-in: the person names themselves and chooses job seeker or employer. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { user, profile, initialized } = useAuthStore();
  const setProfile = useAuthStore((state) => state.setProfile);
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [role, setRole] = useState<SelfServiceRole>('jobSeeker');
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useSignedInRedirect({ enabled: Boolean(profile) });

  if (initialized && !user) return <Navigate to={paths.login} replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (displayName.trim() === '') {
      setNameError(t('auth.validation.nameRequired'));
      return;
    }
    setNameError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      const { createProfile } = await import('../api/create-profile');
      setProfile(await createProfile({ uid: user.uid, role, displayName, email: user.email }));
    } catch {
      setFormError(t('auth.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.welcome.title')} subtitle={t('auth.welcome.subtitle')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.fields.name')}
          name="displayName"
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          error={nameError}
          required
        />
        <RoleChoice value={role} onChange={setRole} />
        <Button type="submit" block busy={busy}>
          {t('auth.welcome.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
