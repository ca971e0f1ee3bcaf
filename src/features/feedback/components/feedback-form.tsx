import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FEEDBACK_TEXT_MAX_LENGTH } from '../constants';
import { feedbackErrorKind } from '../lib/feedback-error';
import { useFeedbackStore } from '../stores/feedback-store';
import type { FeedbackContext, FeedbackSource } from '../types';
import { VoiceRecorder } from './voice-recorder';

/**
 * The text (typed or dictated), the recorder and the submit button of one presentation. A failed
 * submission keeps the text and says why; a stored one switches to the thank-you state.
 */
export function FeedbackForm({
  uid,
  source,
  context,
  greetingTitle,
  textLabel,
}: {
  uid: string;
  source: FeedbackSource;
  /** What the feedback is about, stored with it. */
  context: FeedbackContext | null;
  greetingTitle: string | null;
  textLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const draft = useFeedbackStore((state) => (source === 'panel' ? state.panel : state.dialog));
  const recording = useFeedbackStore((state) => state.recording);
  const setText = useFeedbackStore((state) => state.setText);
  const submissionIdFor = useFeedbackStore((state) => state.submissionIdFor);
  const completeSubmission = useFeedbackStore((state) => state.completeSubmission);
  const submit = useSubmitFeedback();
  const isRecording = recording?.target === source;
  const empty = draft.text.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || isRecording || submit.isPending) return;
    // Thanked even if the panel was closed meanwhile: the draft is stored, so it is cleared.
    // A failure shows through `submit.error` (and keeps the text).
    submit
      .mutateAsync({
        id: submissionIdFor(source),
        authorUid: uid,
        text: draft.text,
        context,
        locale: i18n.language,
        source,
        dictated: draft.dictated,
      })
      .then(
        () => completeSubmission(source),
        () => undefined,
      );
  };

  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{textLabel}</label>
        <textarea
          id={`${id}-text`}
          className="feedback-text"
          rows={5}
          value={draft.text}
          placeholder={t('feedback.panel.placeholder')}
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          readOnly={isRecording}
          aria-describedby={`${id}-limit`}
          onChange={(event) => setText(source, event.target.value)}
        />
        <p id={`${id}-limit`} className="field-hint">
          {t('feedback.panel.limit', { max: FEEDBACK_TEXT_MAX_LENGTH })}
        </p>
      </div>
      <VoiceRecorder target={source} greetingTitle={greetingTitle} disabled={submit.isPending} />
      {draft.voice && !isRecording ? (
        <p className="field-hint" role="status">
          {draft.voice.outcome === 'recognized'
            ? t('feedback.voice.recognized')
            : t(`feedback.voice.${draft.voice.issue ?? 'failed'}`)}
        </p>
      ) : null}
      {submit.isError ? (
        <Alert tone="error">{t(`feedback.errors.${feedbackErrorKind(submit.error)}`)}</Alert>
      ) : null}
      <Button type="submit" disabled={empty || isRecording} busy={submit.isPending} block>
        {submit.isPending ? t('feedback.panel.sending') : t('feedback.panel.submit')}
      </Button>
    </form>
  );
}
