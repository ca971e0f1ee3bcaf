import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import { signInSchema } from '../api/sign-in-schema';
import { useReturnPath } from '../hooks/use-signed-in-redirect';
import { authErrorKey } from '../lib/auth-error-key';
import { returnState } from '../lib/return-path';
import { emitAuthEvent } from '../stores/auth-store';

const trim = (value: string) => value.trim();

/**
 * Email and password. What was typed stays whatever happens: a wrong password keeps the email.
 * `onFormError` receives the failure to show above the form (null when a new try starts).
 */
export function SignInForm({
  onFormError,
  disabled,
}: {
  onFormError: (message: string | null) => void;
  /** Another way of signing in is under way. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const returnPath = useReturnPath();
  const form = useForm({
    resolver: formResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  // the prerendered login page can be used once its form is taken over
  useReleasePrerenderedPage();

  const signIn = handleSubmit(async (values) => {
    try {
      // Firebase Auth, not needed to show or fill in the form, loads to sign in
      const { signInWithEmail } = await import('../api/sign-in-with-email');
      await signInWithEmail(values);
      emitAuthEvent({ type: 'signed-in', method: 'password' });
    } catch (error) {
      const key = authErrorKey(error);
      if (key === 'auth.errors.wrongPassword') {
        emitAuthEvent({
          type: 'sign-in-failed',
          email: values.email,
          password: values.password,
        });
      }
      onFormError(t(key));
    }
  });

  const submit = (event: FormEvent) => {
    onFormError(null);
    void signIn(event);
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
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
        autoComplete="current-password"
        {...field('password')}
        required
      />
      <div className="form-row-end">
        <Link to={paths.forgotPassword} state={returnState(returnPath)}>
          {t('auth.signIn.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" block busy={isSubmitting || disabled}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
