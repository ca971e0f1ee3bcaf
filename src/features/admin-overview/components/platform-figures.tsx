import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ROLES } from '@contracts/roles';
import { RECENT_DAYS, usePlatformFigures } from '../api/get-platform-figures';
import './admin-overview.css';

/** The admin dashboard: who is on the platform, and what needs a look this week. */
export function PlatformFigures() {
  const { t } = useTranslation();
  const figures = usePlatformFigures();
  const state = figures.isError ? (
    <p role="alert">{t('adminOverview.loadFailed')}</p>
  ) : figures.isPending ? (
    <p className="muted">{t('common.loading')}</p>
  ) : null;
  const data = figures.data;
  return (
    <div className="admin-overview">
      <Card aria-labelledby="admin-people-heading">
        <h2 id="admin-people-heading">{t('adminOverview.people.title')}</h2>
        {state ??
          (data ? (
            <>
              <ul className="ui-figure-list admin-figures">
                {ROLES.map((role) => (
                  <li key={role}>
                    <Link to={`${paths.admin.users}?role=${role}`}>
                      <span>{t(`roles.${role}`)}</span>
                      <strong>{data.usersByRole[role]}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="muted">
                {t('adminOverview.people.disabled', { count: data.disabledUsers })}
              </p>
            </>
          ) : null)}
        <p className="ui-link-row">
          <Link to={paths.admin.users}>{t('adminOverview.people.manage')}</Link>
        </p>
      </Card>
      <Card aria-labelledby="admin-week-heading">
        <h2 id="admin-week-heading">{t('adminOverview.week.title', { count: RECENT_DAYS })}</h2>
        {state ??
          (data ? (
            <ul className="ui-figure-list admin-figures">
              <li className={data.securityAlerts > 0 ? 'admin-figure-alert' : undefined}>
                <Link to={paths.admin.audit}>
                  <span>{t('adminOverview.week.securityAlerts')}</span>
                  <strong>{data.securityAlerts}</strong>
                </Link>
              </li>
              <li className={data.failedActions > 0 ? 'admin-figure-alert' : undefined}>
                <Link to={paths.admin.audit}>
                  <span>{t('adminOverview.week.failedActions')}</span>
                  <strong>{data.failedActions}</strong>
                </Link>
              </li>
              <li>
                <Link to={paths.admin.feedback}>
                  <span>{t('adminOverview.week.feedback')}</span>
                  <strong>{data.feedback}</strong>
                </Link>
              </li>
            </ul>
          ) : null)}
        <p className="ui-link-row">
          <Link to={paths.admin.audit}>{t('adminOverview.week.audit')}</Link>
          <Link to={paths.admin.analytics}>{t('adminOverview.week.analytics')}</Link>
        </p>
      </Card>
    </div>
  );
}
