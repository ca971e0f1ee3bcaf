import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '@/lib/lazy-component';
import { usePageSettled } from '@/lib/use-page-settled';
import { FEEDBACK_PANEL_ID } from '../constants';
import { useFeedbackStore } from '../stores/feedback-store';
import './feedback.css';

// The panel and the dialog (with their form, about 50 KB gzip) load once the page has settled, or
// at once when opened before: the screen's first load never runs them.
const { Deferred: FeedbackPanel, usePreload: usePreloadPanel } = deferredComponent(() =>
  import('./feedback-panel').then((module) => module.FeedbackPanel),
);
const { Deferred: FeedbackDialog, usePreload: usePreloadDialog } = deferredComponent(() =>
  import('./feedback-dialog').then((module) => module.FeedbackDialog),
);

/**
 * The floating feedback launcher, its panel and the feedback dialog, for the signed-in person.
 * Loaded lazily by the app. The launcher is hidden while the panel is open; Escape closes the
 * panel and focus returns to the launcher.
 */
export default function FeedbackWidget({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const panelOpen = useFeedbackStore((state) => state.panelOpen);
  const dialogOpen = useFeedbackStore((state) => state.dialog.open);
  const togglePanel = useFeedbackStore((state) => state.togglePanel);
  const closePanel = useFeedbackStore((state) => state.closePanel);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(panelOpen);
  const settled = usePageSettled();
  usePreloadPanel(settled);
  usePreloadDialog(settled);
  // The dialog is rendered (and so its code loaded) once the page has settled, or once opened
  // before that; it stays from then on, fading out when closed.
  const [dialogDue, setDialogDue] = useState(false);
  if (!dialogDue && (settled || dialogOpen)) setDialogDue(true);

  // Drafts belong to the person: leaving (sign-out) forgets them.
  useEffect(() => () => useFeedbackStore.getState().reset(), []);

  useEffect(() => {
    if (!panelOpen || dialogOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closePanel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelOpen, dialogOpen, closePanel]);

  // When the panel goes (closed, Escape, or by itself after the thank-you) with the focus in it,
  // the focus returns to the launcher.
  useEffect(() => {
    if (wasOpen.current && !panelOpen) {
      const active = document.activeElement;
      if (!active || active === document.body) launcherRef.current?.focus();
    }
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  return (
    <>
      {/* hidden while the panel is open: the panel has its own close button, and the launcher
          would sit on top of the page's content beside it */}
      <button
        ref={launcherRef}
        type="button"
        className="btn btn-primary feedback-launcher"
        hidden={panelOpen}
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? FEEDBACK_PANEL_ID : undefined}
        onClick={togglePanel}
      >
        <span aria-hidden="true">✎</span>
        {t('feedback.launcher.label')}
      </button>
      {panelOpen ? <FeedbackPanel uid={uid} /> : null}
      {dialogDue ? <FeedbackDialog uid={uid} /> : null}
    </>
  );
}
