import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isRole } from '@contracts/roles';
import { lazy } from '@/lib/lazy-component';
import { useReleasePrerenderedPage } from '@/lib/prerendered-page';
import { useReturnPath, useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authErrorKey } from '../lib/auth-error-key';
import { returnState } from '../lib/return-path';
import { emitAuthEvent, useAuthStore } from '../stores/auth-store';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import './auth.css';

// The email and password form (with the form library) arrives right after the page, which shows
// at once: the login page's first load stays small.
const SignInForm = lazy(() =>
  import('./sign-in-form').then((module) => ({ default: module.SignInForm })),
);

export function SignInPage({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation();
  const { user, profile, role, error: profileError } = useAuthStore();
  const refreshProfile = useAuthStore((state) => state.refreshProfile);
  const signOut = useAuthStore((state) => state.signOut);
  const startDemoSession = useAuthStore((state) => state.startDemoSession);
  const [formError, setFormError] = useState<string | null>(null);
  const [demoBusy, setDemoBusy] = useState(false);
  useSignedInRedirect();
  // where the person was going goes along to the other sign-in page
  const returnPath = useReturnPath();

  const firebaseMode = env.mode === 'firebase';
  const unknownRole = Boolean(user && profile && !isRole(role));
  // with a form, the form releases the prerendered page (sign-in-form.tsx)
  useReleasePrerenderedPage(!firebaseMode);

  // The same element while what it shows is the same: the sign-in state arriving while React takes
  // the prerendered page over re-renders this page, and an update reaching the form's boundary
  // before its code is there would swap the prerendered form for the placeholder (React's rule for
  // a boundary still hydrating), moving everything below it twice.
  const form = useMemo(
    () => (
      <Suspense fallback={<div className="sign-in-form-placeholder" />}>
        <SignInForm onFormError={setFormError} disabled={demoBusy} />
      </Suspense>
    ),
    [demoBusy],
  );

  const handleDemo = async () => {
    setFormError(null);
    if (!env.demoCredentials) {
      startDemoSession();
      return;
    }
    setDemoBusy(true);
    try {
      const { signInWithEmail } = await import('../api/sign-in-with-email');
      await signInWithEmail(env.demoCredentials);
      emitAuthEvent({ type: 'signed-in', method: 'demo' });
    } catch (error) {
      setFormError(t(authErrorKey(error)));
    } finally {
      setDemoBusy(false);
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
            <Link to={paths.register} state={returnState(returnPath)}>
              {t('auth.signIn.createAccount')}
            </Link>
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
          {form}
          <div className="divider">
            <span>{t('auth.signIn.or')}</span>
          </div>
          <div className="stack">
            <GoogleButton onError={setFormError} />
            {env.demoCredentials ? (
              <Button variant="ghost" block busy={demoBusy} onClick={() => void handleDemo()}>
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
