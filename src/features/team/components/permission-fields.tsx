import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TEAM_PERMISSION_FLAGS, type TeamPermissions } from '@contracts/roles';
import { PERMISSION_PRESETS, type PermissionPreset } from '../constants';
import { samePermissions } from '../lib/team-rules';
import './team.css';

const PRESETS = Object.keys(PERMISSION_PRESETS) as PermissionPreset[];

export interface PermissionFieldsProps {
  value: TeamPermissions;
  onChange: (next: TeamPermissions) => void;
  isDisabled?: boolean;
}

/** The ten team flags as checkboxes, each with what it allows, and presets to start from. */
export function PermissionFields({ value, onChange, isDisabled = false }: PermissionFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="team-permissions" disabled={isDisabled}>
      <legend>{t('team.permissions.legend')}</legend>
      <div className="team-presets" role="group" aria-label={t('team.permissions.presets')}>
        <span className="muted">{t('team.permissions.presets')}</span>
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            className="team-preset"
            aria-pressed={samePermissions(value, PERMISSION_PRESETS[preset])}
            disabled={isDisabled}
            onClick={() => onChange({ ...PERMISSION_PRESETS[preset] })}
          >
            {t(`team.permissions.preset.${preset}`)}
          </Button>
        ))}
      </div>
      <div className="team-flag-grid">
        {TEAM_PERMISSION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            name={flag}
            isSelected={value[flag]}
            isDisabled={isDisabled}
            onChange={(selected) => onChange({ ...value, [flag]: selected })}
            description={t(`team.flags.${flag}.description`)}
          >
            {t(`team.flags.${flag}.label`)}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
