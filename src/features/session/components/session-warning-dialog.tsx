import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '../stores/session-store';

export const COUNTDOWN_TICK_MS = 1_000;

export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Your session is about to end": a live countdown, stay signed in, or sign out. */
export function SessionWarningDialog({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const warning = useSessionStore((state) => state.warning);
  const deadline = useSessionStore((state) => state.deadline);
  const extend = useSessionStore((state) => state.extend);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!warning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [warning]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (warning && !dialog.open) dialog.showModal?.();
    if (!warning && dialog.open) dialog.close?.();
  }, [warning]);

  if (!warning || deadline === null) return null;
  const remaining = formatCountdown(deadline - now);
  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-body"
      // Escape does not dismiss: the person must choose.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="session-warning-title">{t('session.warningTitle')}</h2>
      <p id="session-warning-body">
        {t('session.warningBody')}{' '}
        <strong>
          <time role="timer" aria-live="off">
            {remaining}
          </time>
        </strong>
      </p>
      <div className="dialog-actions">
        {/* first, so that the dialog opens with it focused */}
        <Button onClick={extend}>{t('session.staySignedIn')}</Button>
        <Button variant="secondary" onClick={onSignOut}>
          {t('auth.signOut')}
        </Button>
      </div>
    </dialog>
  );
}
