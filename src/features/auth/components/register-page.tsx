import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/text-field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { paths } from '@/config/paths';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import { createAccount, createAccountSchema, type CreateAccountInput } from '../api/create-account';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { useReturnPath, useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { returnState } from '../lib/return-path';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent, useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { AuthForm, NameField } from './auth-form';
import { RoleChoice } from './role-choice';

const trim = (value: string) => value.trim();

export function RegisterPage() {
  const { t } = useTranslation();
  useReleasePrerenderedPage();
  const setProfile = useAuthStore((state) => state.setProfile);
  const form = useForm<CreateAccountInput>({
    resolver: formResolver(createAccountSchema),
    defaultValues: { displayName: '', email: '', password: '', role: 'jobSeeker' },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  const [formError, setFormError] = useState<string | null>(null);
  // While the account is being created the profile does not exist yet: do not send the person
  // to the role choice in between.
  useSignedInRedirect({ enabled: !isSubmitting });
  // where the person was going goes along to the other sign-in page
  const returnPath = useReturnPath();

  // A server error (an email in use) keeps everything typed.
  const create = handleSubmit(async (values) => {
    try {
      const profile = await createAccount(values);
      setProfile(profile);
      emitAuthEvent({ type: 'signed-in', method: 'register' });
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    }
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void create(event);
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.login} state={returnState(returnPath)}>
            {t('auth.register.signIn')}
          </Link>
        </p>
      }
    >
      <AuthForm
        error={formError}
        onSubmit={submit}
        submitLabel={t('auth.register.submit')}
        busy={isSubmitting}
      >
        <NameField {...field('displayName')} />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...field('email', { setValueAs: trim })}
          required
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
          hint={t('auth.validation.passwordLength', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => <RoleChoice value={field.value} onChange={field.onChange} />}
        />
      </AuthForm>
    </AuthCard>
  );
}
