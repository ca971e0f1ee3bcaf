import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { feedbackSchema } from '@contracts/feedback';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFormErrorText } from '@/lib/forms/form-errors';
import * as z from 'zod/mini';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FEEDBACK_TEXT_MAX_LENGTH } from '@contracts/feedback';
import { feedbackErrorKind } from '../lib/feedback-error';
import { useFeedbackStore } from '../stores/feedback-store';
import type { FeedbackContext, FeedbackSource } from '../types';
import { VoiceRecorder } from './voice-recorder';

/** What the form checks: the feedback's text as the contract has it. */
const feedbackTextSchema = z.pick(feedbackSchema, { text: true });

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
  const draft = useFeedbackStore((state) => (source === 'panel' ? state.panel : state.dialog));
  const recording = useFeedbackStore((state) => state.recording);
  const setText = useFeedbackStore((state) => state.setText);
  const submissionIdFor = useFeedbackStore((state) => state.submissionIdFor);
  const completeSubmission = useFeedbackStore((state) => state.completeSubmission);
  const submit = useSubmitFeedback();
  const isRecording = recording?.target === source;
  const empty = draft.text.trim().length === 0;

  // The draft lives in the store (dictation writes into it, and it outlives the panel); the form
  // follows it and checks it on submit.
  const errorText = useFormErrorText();
  const { control, handleSubmit } = useForm({
    resolver: formResolver(feedbackTextSchema),
    values: { text: draft.text },
  });

  const onSubmit = handleSubmit(({ text }) => {
    if (isRecording || submit.isPending) return;
    // Thanked even if the panel was closed meanwhile: the draft is stored, so it is cleared.
    // A failure shows through `submit.error` (and keeps the text).
    submit
      .mutateAsync({
        id: submissionIdFor(source),
        authorUid: uid,
        text,
        context,
        locale: i18n.language,
        source,
        dictated: draft.dictated,
      })
      .then(
        () => completeSubmission(source),
        () => undefined,
      );
  });

  return (
    <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Controller
        control={control}
        name="text"
        render={({ field, fieldState }) => (
          <TextArea
            label={textLabel}
            description={t('feedback.panel.limit', {
              count: FEEDBACK_TEXT_MAX_LENGTH,
              max: FEEDBACK_TEXT_MAX_LENGTH,
            })}
            error={errorText(fieldState.error)}
            inputClassName="feedback-text"
            rows={5}
            value={field.value}
            placeholder={t('feedback.panel.placeholder')}
            maxLength={FEEDBACK_TEXT_MAX_LENGTH}
            isReadOnly={isRecording}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              setText(source, value);
            }}
          />
        )}
      />
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
