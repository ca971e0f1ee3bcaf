import { Suspense } from 'react';
import { lazy } from '@/lib/lazy-component';
import { usePageSettled } from '@/lib/use-page-settled';
import { useSessionStore } from '../stores/session-store';

// The dialog's code loads once the page has settled, well before the warning of a running session
// is due, or at once for a warning already due: the first screen never runs it.
const SessionWarningModal = lazy(() =>
  import('./session-warning-modal').then((module) => ({ default: module.SessionWarningModal })),
);

/** "Your session is about to end", for as long as a session runs. */
export function SessionWarningDialog({ onSignOut }: { onSignOut: () => void }) {
  const hasSession = useSessionStore((state) => state.deadline !== null);
  const warning = useSessionStore((state) => state.warning);
  const settled = usePageSettled();
  if (!hasSession || !(settled || warning)) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningModal onSignOut={onSignOut} />
    </Suspense>
  );
}
