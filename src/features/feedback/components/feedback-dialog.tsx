import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNextDiscount } from '../api/watch-next-discount';
import { useFeedbackStore } from '../stores/feedback-store';
import { FeedbackForm } from './feedback-form';
import { ThankYouNote } from './thank-you-note';

/** The thank-you, following the discount only while it shows. */
function DialogThanks({ uid }: { uid: string }) {
  return <ThankYouNote discount={useNextDiscount(uid)} />;
}

/**
 * The second presentation: a modal dialog opened from anywhere with `openFeedbackDialog`, with a
 * title and description (by default "Help Us Improve"), voice recording and the transcript.
 */
export function FeedbackDialog({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dialog = useFeedbackStore((state) => state.dialog);
  const screenContext = useFeedbackStore((state) => state.context);
  const closeFeedbackDialog = useFeedbackStore((state) => state.closeFeedbackDialog);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (dialog.open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!dialog.open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [dialog.open]);

  const title = dialog.title || t('feedback.dialog.defaultTitle');
  const description = dialog.description || t('feedback.dialog.defaultDescription');

  return (
    <dialog
      ref={ref}
      className="dialog feedback-dialog"
      aria-labelledby="feedback-dialog-title"
      aria-describedby="feedback-dialog-description"
      onCancel={(event) => {
        // Escape: the store closes it, so that its state and the element agree.
        event.preventDefault();
        closeFeedbackDialog();
      }}
    >
      <div className="feedback-panel-header">
        <h2 id="feedback-dialog-title">{title}</h2>
        <button
          type="button"
          className="btn btn-ghost icon-button"
          aria-label={t('feedback.dialog.close')}
          onClick={closeFeedbackDialog}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id="feedback-dialog-description" className="muted">
        {description}
      </p>
      {dialog.thanks ? (
        <DialogThanks uid={uid} />
      ) : dialog.open ? (
        <FeedbackForm
          uid={uid}
          source="dialog"
          context={{
            title,
            description,
            component: screenContext?.component || t('feedback.dialog.component'),
          }}
          greetingTitle={title}
          textLabel={t('feedback.dialog.transcript')}
        />
      ) : null}
    </dialog>
  );
}
