import { useTranslation } from 'react-i18next';
import type { ApplicationStage } from '@contracts/application';
import { STAGE_TONES } from '../constants';
import type { StageAudience } from '../types';
import './candidates.css';

/** A stage's name: in the team's words, or in the words a job seeker reads about their own. */
export function useStageLabel(audience: StageAudience) {
  const { t } = useTranslation();
  return (stage: ApplicationStage) =>
    audience === 'team' ? t(`candidates.stages.${stage}`) : t(`applications.stages.${stage}`);
}

/** A stage as a coloured badge. */
export function StageBadge({
  stage,
  audience,
}: {
  stage: ApplicationStage;
  audience: StageAudience;
}) {
  const label = useStageLabel(audience);
  return <span className={`badge stage-badge stage-${STAGE_TONES[stage]}`}>{label(stage)}</span>;
}
