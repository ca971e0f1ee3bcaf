import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGES, type ApplicationStage } from '@contracts/application';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import {
  MATCH_SCORE_MAX,
  MATCH_SCORE_MIN,
  SCREENING_SORTS,
  type ScreeningSort,
} from '../constants';
import { clampScore } from '../lib/screening';
import { useStageLabel } from './stage-badge';

/** The filters as typed: skills as one comma-separated text. */
export interface FilterDraft {
  stage: ApplicationStage | '';
  minScore: number;
  skills: string;
  location: string;
  sort: ScreeningSort;
}

export const EMPTY_DRAFT: FilterDraft = {
  stage: '',
  minScore: 0,
  skills: '',
  location: '',
  sort: 'match',
};

/** Stage (in the pipeline), minimum match score, skills, location and the order; applied as typed. */
export function ScreeningFilters({
  value,
  onChange,
  showStage,
}: {
  value: FilterDraft;
  onChange: (next: FilterDraft) => void;
  showStage: boolean;
}) {
  const { t } = useTranslation();
  const stageLabel = useStageLabel('team');
  const set = <K extends keyof FilterDraft>(key: K, next: FilterDraft[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <form
      className="filter-grid screening-filters"
      aria-label={t('candidates.filters.title')}
      onSubmit={(event) => event.preventDefault()}
    >
      {showStage ? (
        <NativeSelect
          label={t('candidates.filters.stage')}
          value={value.stage}
          onChange={(event) => set('stage', event.target.value as ApplicationStage | '')}
        >
          <option value="">{t('candidates.filters.anyStage')}</option>
          {APPLICATION_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabel(stage)}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <NumberField
        label={t('candidates.filters.minScore')}
        minValue={MATCH_SCORE_MIN}
        maxValue={MATCH_SCORE_MAX}
        step={5}
        value={value.minScore}
        onChange={(next) => set('minScore', clampScore(next))}
      />
      <TextField
        label={t('candidates.filters.skills')}
        description={t('candidates.filters.skillsHint')}
        value={value.skills}
        onChange={(event) => set('skills', event.target.value)}
      />
      <TextField
        label={t('candidates.filters.location')}
        value={value.location}
        onChange={(event) => set('location', event.target.value)}
      />
      <NativeSelect
        label={t('candidates.filters.sort')}
        value={value.sort}
        onChange={(event) => set('sort', event.target.value as ScreeningSort)}
      >
        {SCREENING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`candidates.filters.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect>
      <div className="filter-actions">
        <Button variant="ghost" onClick={() => onChange({ ...EMPTY_DRAFT, sort: value.sort })}>
          {t('candidates.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
