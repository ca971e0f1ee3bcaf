import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
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
 * Escape and the close button close it through the store, which clears its content a moment
 * later; until then the dialog stays on screen, fading.
 */
export function FeedbackDialog({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const dialog = useFeedbackStore((state) => state.dialog);
  const screenContext = useFeedbackStore((state) => state.context);
  const closeFeedbackDialog = useFeedbackStore((state) => state.closeFeedbackDialog);

  const title = dialog.title || t('feedback.dialog.defaultTitle');
  const description = dialog.description || t('feedback.dialog.defaultDescription');
  const lingering =
    !dialog.open && (dialog.thanks || dialog.title !== '' || dialog.description !== '');

  return (
    <Dialog
      isOpen={dialog.open}
      isExiting={lingering}
      onOpenChange={(open) => {
        if (!open) closeFeedbackDialog();
      }}
      title={title}
      description={description}
      closeLabel={t('feedback.dialog.close')}
    >
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
    </Dialog>
  );
}
