import { Suspense } from 'react';
import { lazy } from '@/lib/lazy-component';
import { useSessionStore } from '../stores/session-store';

// The dialog's code loads once a session runs (well before its warning is due), not with the
// sign-in pages.
const SessionWarningModal = lazy(() =>
  import('./session-warning-modal').then((module) => ({ default: module.SessionWarningModal })),
);

/** "Your session is about to end", for as long as a session runs. */
export function SessionWarningDialog({ onSignOut }: { onSignOut: () => void }) {
  const hasSession = useSessionStore((state) => state.deadline !== null);
  if (!hasSession) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningModal onSignOut={onSignOut} />
    </Suspense>
  );
}
