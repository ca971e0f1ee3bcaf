import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  ALL_TEAM_PERMISSIONS,
  TEAM_PERMISSION_FLAGS,
  type TeamPermissions,
} from '@contracts/roles';
import { PERMISSION_PRESETS, type PermissionPreset } from '../constants';
import { changesBeyond, samePermissions } from '../lib/team-rules';
import './team.css';

const PRESETS = Object.keys(PERMISSION_PRESETS) as PermissionPreset[];

interface PermissionFieldsProps {
  value: TeamPermissions;
  onChange: (next: TeamPermissions) => void;
  isDisabled?: boolean;
  /**
   * The flags the person choosing may grant (see `grantableFlags`); the others cannot be changed:
   * their boxes and the presets that would change them are disabled, with a hint. All by default.
   */
  grantable?: TeamPermissions;
}

/** The ten team flags as checkboxes, each with what it allows, and presets to start from. */
export function PermissionFields({
  value,
  onChange,
  isDisabled = false,
  grantable = ALL_TEAM_PERMISSIONS,
}: PermissionFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const limited = TEAM_PERMISSION_FLAGS.some((flag) => !grantable[flag]);
  return (
    <fieldset
      className="team-permissions"
      disabled={isDisabled}
      aria-describedby={limited ? hintId : undefined}
    >
      <legend>{t('team.permissions.legend')}</legend>
      {limited ? (
        <p id={hintId} className="field-hint team-grant-hint">
          {t('team.permissions.onlyYours')}
        </p>
      ) : null}
      <div className="team-presets" role="group" aria-label={t('team.permissions.presets')}>
        <span className="muted">{t('team.permissions.presets')}</span>
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="secondary"
            className="team-preset"
            aria-pressed={samePermissions(value, PERMISSION_PRESETS[preset])}
            disabled={
              isDisabled || changesBeyond(grantable, value, PERMISSION_PRESETS[preset]).length > 0
            }
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
            isDisabled={isDisabled || !grantable[flag]}
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
