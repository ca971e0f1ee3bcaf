import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { COUNTDOWN_TICK_MS } from '../constants';
import { useSessionStore } from '../stores/session-store';

function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "Your session is about to end": a live countdown, stay signed in, or sign out. Escape does not
 * dismiss it (the person must choose), and "Stay signed in" has the focus when it opens.
 */
export function SessionWarningModal({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const warning = useSessionStore((state) => state.warning);
  const deadline = useSessionStore((state) => state.deadline);
  const extend = useSessionStore((state) => state.extend);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!warning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [warning]);

  const open = warning && deadline !== null;
  return (
    <Dialog
      isOpen={open}
      title={t('session.warningTitle')}
      description={
        <>
          {t('session.warningBody')}{' '}
          <strong>
            <time role="timer" aria-live="off">
              {formatCountdown((deadline ?? now) - now)}
            </time>
          </strong>
        </>
      }
      isKeyboardDismissDisabled
      showCloseButton={false}
      size="sm"
      actions={
        <>
          <Button data-autofocus onClick={extend}>
            {t('session.staySignedIn')}
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            {t('auth.signOut')}
          </Button>
        </>
      }
    />
  );
}
