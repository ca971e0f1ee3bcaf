import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useFeatureSuggestions } from '../api/get-feature-suggestions';
import { useToggleFeatureVote } from '../api/toggle-feature-vote';
import { FEATURE_SUGGESTION_IDS, VOTING_CLOSED_STATUSES } from '@contracts/feedback';
import type { BuiltInFeatureId, FeatureSuggestion } from '../types';

function isBuiltIn(id: string): id is BuiltInFeatureId {
  return (FEATURE_SUGGESTION_IDS as readonly string[]).includes(id);
}

function FeatureRow({ uid, feature }: { uid: string; feature: FeatureSuggestion }) {
  const { t } = useTranslation();
  const toggle = useToggleFeatureVote(uid);
  const title = isBuiltIn(feature.id) ? t(`feedback.features.items.${feature.id}`) : feature.title;
  const titleId = `feature-${feature.id}-title`;
  const votesId = `feature-${feature.id}-votes`;
  const statusId = `feature-${feature.id}-status`;
  const closed = VOTING_CLOSED_STATUSES.includes(feature.status);
  return (
    <li className="feedback-feature">
      <div className="feedback-feature-text">
        <p id={titleId} className="feedback-feature-title">
          {title}
        </p>
        <p id={votesId} className="feedback-feature-votes">
          {t('feedback.features.votes', { count: feature.votes })}
        </p>
        <p
          id={statusId}
          className={`feedback-feature-status feedback-feature-status-${feature.status}`}
        >
          {t('feedback.features.statusLabel', {
            status: t(`feedback.features.statuses.${feature.status}`),
          })}
          {closed ? (
            <span className="visually-hidden"> {t('feedback.features.closed')}</span>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        className={
          feature.hasVoted ? 'btn btn-primary feedback-vote' : 'btn btn-secondary feedback-vote'
        }
        aria-pressed={feature.hasVoted}
        aria-describedby={`${titleId} ${votesId} ${statusId}`}
        disabled={toggle.isPending || closed}
        onClick={() =>
          toggle.mutate(
            { featureId: feature.id, vote: !feature.hasVoted },
            {
              onError: () =>
                toast.error({ title: t('common.error'), description: t('feedback.errors.vote') }),
            },
          )
        }
      >
        <span aria-hidden="true">{feature.hasVoted ? '✓' : '▲'}</span>
        {t('feedback.features.vote')}
      </button>
    </li>
  );
}

/** The upcoming features, each with its votes and a toggle for the person's own vote. */
export function FeatureVoting({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const suggestions = useFeatureSuggestions(uid);
  return (
    <section className="feedback-features" aria-labelledby="feedback-features-title">
      <h3 id="feedback-features-title">{t('feedback.features.title')}</h3>
      <p className="muted">{t('feedback.features.hint')}</p>
      <QueryState
        query={suggestions}
        failed={t('feedback.features.loadError')}
        loadingLabel={t('feedback.features.loading')}
      >
        {(features) => (
          <ul className="feedback-feature-list">
            {features.map((feature) => (
              <FeatureRow key={feature.id} uid={uid} feature={feature} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
