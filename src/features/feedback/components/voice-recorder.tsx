import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PROGRESS_MAX, SPEECH_LANGUAGE_TAGS } from '../constants';
import { useFeedbackStore } from '../stores/feedback-store';
import type { FeedbackSource } from '../types';

function speechTagOf(language: string): string {
  return language in SPEECH_LANGUAGE_TAGS
    ? SPEECH_LANGUAGE_TAGS[language as keyof typeof SPEECH_LANGUAGE_TAGS]
    : SPEECH_LANGUAGE_TAGS.en;
}

/**
 * Start/stop recording, and while recording a progress bar and a "listening" label. Starting
 * greets the person (in the current language) when there is something to greet about.
 */
export function VoiceRecorder({
  target,
  greetingTitle,
  disabled = false,
}: {
  target: FeedbackSource;
  /** The context the greeting names; null: no greeting. */
  greetingTitle: string | null;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const recording = useFeedbackStore((state) => state.recording);
  const startRecording = useFeedbackStore((state) => state.startRecording);
  const stopRecording = useFeedbackStore((state) => state.stopRecording);
  const isRecording = recording?.target === target;
  const busyElsewhere = recording !== null && !isRecording;

  const start = () =>
    startRecording(target, {
      languageTag: speechTagOf(i18n.language),
      greeting: greetingTitle ? t('feedback.voice.greeting', { title: greetingTitle }) : null,
      simulatedTranscript: t('feedback.voice.simulatedTranscript'),
    });

  return (
    <div className="feedback-voice">
      <Button
        variant={isRecording ? 'danger' : 'secondary'}
        aria-pressed={isRecording}
        disabled={disabled || busyElsewhere}
        onClick={isRecording ? stopRecording : start}
      >
        <span aria-hidden="true">{isRecording ? '■' : '●'}</span>
        {isRecording ? t('feedback.voice.stop') : t('feedback.voice.start')}
      </Button>
      {isRecording ? (
        <div className="feedback-listening">
          <progress
            className="feedback-progress"
            max={PROGRESS_MAX}
            value={recording.progress}
            aria-label={t('feedback.voice.progress')}
          />
          <span role="status">{t('feedback.voice.listening')}</span>
        </div>
      ) : null}
    </div>
  );
}
