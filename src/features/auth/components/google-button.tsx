import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { signInWithGoogle, usesGoogleTestAccounts } from '../api/sign-in-with-google';
import { authErrorKey } from '../lib/auth-error-key';
import { emitAuthEvent } from '../stores/auth-store';

export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const signIn = async (account?: { email: string; displayName: string }) => {
    setBusy(true);
    try {
      await signInWithGoogle(account);
      emitAuthEvent({ type: 'signed-in', method: 'google' });
      dialogRef.current?.close();
    } catch (error) {
      console.error('Google sign-in failed', error);
      dialogRef.current?.close();
      onError(t(authErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (dialogOpen && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [dialogOpen]);

  const handleClick = () => {
    if (usesGoogleTestAccounts()) setDialogOpen(true);
    else void signIn();
  };

  const handleTestAccount = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setEmailError(t('auth.validation.email'));
      return;
    }
    setEmailError(undefined);
    void signIn({
      email: trimmed,
      displayName: displayName.trim() || trimmed.split('@')[0] || trimmed,
    });
  };

  return (
    <>
      <Button variant="secondary" block busy={busy} onClick={handleClick}>
        <span aria-hidden="true" className="google-mark">
          G
        </span>
        {t('auth.signIn.google')}
      </Button>
      {dialogOpen ? (
        <dialog
          ref={dialogRef}
          className="dialog"
          aria-labelledby="google-test-title"
          onClose={() => setDialogOpen(false)}
        >
          <form className="stack" noValidate onSubmit={handleTestAccount}>
            <h2 id="google-test-title">{t('auth.google.testTitle')}</h2>
            <p className="muted">{t('auth.google.testBody')}</p>
            <TextField
              label={t('auth.fields.email')}
              type="email"
              name="googleEmail"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
            />
            <TextField
              label={t('auth.fields.name')}
              name="googleName"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
            />
            <div className="dialog-actions">
              <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" busy={busy}>
                {t('auth.google.continue')}
              </Button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
