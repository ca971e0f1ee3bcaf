import { useTranslation } from 'react-i18next';
import { TEAM_PERMISSION_FLAGS, type TeamPermissions } from '@contracts/roles';
import { grantedFlags } from '../lib/team-rules';

/** What a member (or an invitation) may do, in short: all, none, or the flags that are on. */
export function PermissionSummary({ permissions }: { permissions: TeamPermissions }) {
  const { t } = useTranslation();
  const granted = grantedFlags(permissions);
  if (granted.length === TEAM_PERMISSION_FLAGS.length) {
    return <span className="badge badge-success">{t('team.flagsSummary.all')}</span>;
  }
  if (granted.length === 0) return <span className="muted">{t('team.flagsSummary.none')}</span>;
  return (
    <ul className="team-flag-chips" aria-label={t('team.flagsSummary.label')}>
      {granted.map((flag) => (
        <li key={flag} className="chip">
          {t(`team.flags.${flag}.label`)}
        </li>
      ))}
    </ul>
  );
}
