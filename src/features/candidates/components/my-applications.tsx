import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { useMyApplications } from '../api/list-my-applications';
import { COMPACT_APPLICATIONS } from '../constants';
import type { Application } from '../types';
import { StageBadge } from './stage-badge';
import { dateOf } from '../hooks/use-when';
import './candidates.css';

interface MyApplicationsProps {
  uid: string | null;
  jobHref: (jobId: string) => string;
  /** Where to look for jobs when there are no applications. */
  searchHref: string;
  /** `compact`: the dashboard's card (how many, the latest few, a link to all). */
  variant?: 'full' | 'compact';
  /** The full list (the compact variant links to it). */
  allHref?: string;
  /** More about an application, shown under it (e.g. its scheduled interview). */
  renderExtra?: (applicationId: string) => ReactNode;
}

/**
 * The person's applications, newest first: the job, the company, the stage in a job seeker's
 * words (updated live as the employer moves them), the date, and a rejection reason the employer
 * chose to share. Nothing about other applicants, the team's notes or scores.
 */
export function MyApplications({
  uid,
  jobHref,
  searchHref,
  variant = 'full',
  allHref,
  renderExtra,
}: MyApplicationsProps) {
  const { t } = useTranslation();
  const applications = useMyApplications(uid);
  return (
    <QueryState
      query={applications}
      failed={t('applications.loadFailed')}
      isEmpty={(all) => all.length === 0}
      empty={
        <div className="empty-state">
          <p>{t('applications.empty')}</p>
          <Link className="btn btn-secondary" to={searchHref}>
            {t('applications.findJobs')}
          </Link>
        </div>
      }
    >
      {(all) => {
        const compact = variant === 'compact';
        const shown = compact ? all.slice(0, COMPACT_APPLICATIONS) : all;
        return (
          <div className="stack">
            {compact ? (
              <p className="stat">
                <span className="stat-value">{all.length}</span>{' '}
                <span className="muted">{t('applications.count', { count: all.length })}</span>
              </p>
            ) : null}
            <ul className="application-list" aria-label={t('applications.title')}>
              {shown.map((application) => (
                <MyApplicationItem
                  key={application.id}
                  application={application}
                  jobHref={jobHref}
                  compact={compact}
                  extra={renderExtra?.(application.id)}
                />
              ))}
            </ul>
            {compact && allHref ? <Link to={allHref}>{t('applications.viewAll')}</Link> : null}
          </div>
        );
      }}
    </QueryState>
  );
}

function MyApplicationItem({
  application,
  jobHref,
  compact,
  extra,
}: {
  application: Application;
  jobHref: (jobId: string) => string;
  compact: boolean;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const headingId = `application-${application.id}`;
  return (
    <li className="application-item" aria-labelledby={headingId}>
      <div className="application-item-head">
        <div>
          <Link id={headingId} to={jobHref(application.jobId)} className="application-title">
            <bdi>{application.jobTitle}</bdi>
          </Link>
          <p className="muted">
            <bdi>{application.companyName}</bdi> ·{' '}
            {t('applications.appliedOn', { date: dateOf(application.createdAt, i18n.language) })}
          </p>
        </div>
        <StageBadge stage={application.stage} audience="seeker" />
      </div>
      {extra}
      {!compact && application.stage !== 'applied' && application.stageChangedAt ? (
        <p className="muted">
          {t('applications.updatedOn', { date: dateOf(application.stageChangedAt, i18n.language) })}
        </p>
      ) : null}
      {application.stage === 'rejected' && application.sharedReason ? (
        <p className="shared-reason">
          <span className="shared-reason-label">{t('applications.reason')}</span>{' '}
          <span dir="auto">{application.sharedReason}</span>
        </p>
      ) : null}
    </li>
  );
}
