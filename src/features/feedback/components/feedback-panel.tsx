import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNextDiscount } from '../api/watch-next-discount';
import { FEEDBACK_PANEL_ID, HEADER_HEIGHT, PANEL_WIDTH } from '../constants';
import { useFeedbackStore } from '../stores/feedback-store';
import { FeatureVoting } from './feature-voting';
import { FeedbackForm } from './feedback-form';
import { ThankYouNote, UpcomingDiscount } from './thank-you-note';

/**
 * The side panel: fixed to the inline-end edge below the header, 24rem wide, scrollable. It shows
 * the current screen's context, the form (or the thank-you) and the features to vote on.
 */
export function FeedbackPanel({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const context = useFeedbackStore((state) => state.context);
  const thanks = useFeedbackStore((state) => state.panel.thanks);
  const closePanel = useFeedbackStore((state) => state.closePanel);
  const discount = useNextDiscount(uid);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      id={FEEDBACK_PANEL_ID}
      className="feedback-panel"
      role="dialog"
      aria-labelledby="feedback-panel-title"
      style={{ insetBlockStart: HEADER_HEIGHT, inlineSize: PANEL_WIDTH }}
    >
      <div className="feedback-panel-header">
        <h2 id="feedback-panel-title" ref={headingRef} tabIndex={-1}>
          {context?.title || t('feedback.panel.defaultTitle')}
        </h2>
        <button
          type="button"
          className="btn btn-ghost icon-button"
          aria-label={t('feedback.panel.close')}
          onClick={closePanel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="muted">{context?.description || t('feedback.panel.defaultDescription')}</p>
      {context?.component ? (
        <p className="feedback-context-badge">
          <span className="visually-hidden">{t('feedback.panel.componentLabel')}: </span>
          <span className="badge feedback-badge">{context.component}</span>
        </p>
      ) : null}
      <UpcomingDiscount discount={thanks ? null : discount} />
      {thanks ? (
        <ThankYouNote discount={discount} />
      ) : (
        <FeedbackForm
          uid={uid}
          source="panel"
          context={context}
          greetingTitle={context?.title ?? null}
          textLabel={t('feedback.panel.textLabel')}
        />
      )}
      <FeatureVoting uid={uid} />
    </section>
  );
}
