import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { createProfileSchema } from '@contracts/user';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { AuthForm, NameField } from './auth-form';
import { RoleChoice } from './role-choice';

/** What the person chooses here: their name and a self-service role (the profile's contract). */
const welcomeSchema = z.pick(createProfileSchema, { displayName: true, role: true });
type WelcomeInput = z.infer<typeof welcomeSchema>;

/** After a first Google sign-in: the person names themselves and chooses job seeker or employer. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { user, profile, initialized } = useAuthStore();
  const setProfile = useAuthStore((state) => state.setProfile);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WelcomeInput>({
    resolver: formResolver(welcomeSchema),
    defaultValues: { displayName: user?.displayName ?? '', role: 'jobSeeker' },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  useSignedInRedirect({ enabled: Boolean(profile) });

  if (initialized && !user) return <Navigate to={paths.login} replace />;

  // a failure keeps what was typed: the form's values are never reset here
  const submit = handleSubmit(async ({ displayName, role }) => {
    if (!user) return;
    setFormError(null);
    try {
      const { createProfile } = await import('../api/create-profile');
      setProfile(await createProfile({ uid: user.uid, role, displayName, email: user.email }));
    } catch {
      setFormError(t('auth.errors.generic'));
    }
  });

  return (
    <AuthCard title={t('auth.welcome.title')} subtitle={t('auth.welcome.subtitle')}>
      <AuthForm
        error={formError}
        onSubmit={(event) => void submit(event)}
        submitLabel={t('auth.welcome.submit')}
        busy={isSubmitting}
      >
        <NameField {...field('displayName')} />
        <Controller
          control={control}
          name="role"
          render={({ field }) => <RoleChoice value={field.value} onChange={field.onChange} />}
        />
      </AuthForm>
    </AuthCard>
  );
}
