import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazy } from '@/lib/lazy-component';
import { usesGoogleTestAccounts, type GoogleTestAccount } from '../api/google-test-accounts';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent } from '../stores/auth-store';

// The test-account chooser (a dialog and a form) loads only when it is opened.
const GoogleAccountDialog = lazy(() =>
  import('./google-account-dialog').then((module) => ({ default: module.GoogleAccountDialog })),
);

export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  /** Once opened, the chooser stays mounted: what was typed is there when it opens again. */
  const [chooserLoaded, setChooserLoaded] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const signIn = async (account?: GoogleTestAccount) => {
    setBusy(true);
    try {
      // Firebase Auth's sign-in code loads when it is first needed
      const { signInWithGoogle } = await import('../api/sign-in-with-google');
      await signInWithGoogle(account);
      emitAuthEvent({ type: 'signed-in', method: 'google' });
      setDialogOpen(false);
    } catch (error) {
      console.error('Google sign-in failed', error);
      setDialogOpen(false);
      onError(t(authErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  const handleClick = () => {
    if (usesGoogleTestAccounts()) {
      setChooserLoaded(true);
      setDialogOpen(true);
    } else void signIn();
  };

  return (
    <>
      <Button variant="secondary" block busy={busy} onClick={handleClick}>
        <span aria-hidden="true" className="google-mark">
          G
        </span>
        {t('auth.signIn.google')}
      </Button>
      {chooserLoaded ? (
        <Suspense fallback={null}>
          <GoogleAccountDialog
            isOpen={dialogOpen}
            onOpenChange={setDialogOpen}
            busy={busy}
            onChoose={(account) => void signIn(account)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
