import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { applicationPath, editJobPath, interviewPath, paths } from '@/config/paths';
import { useAuthStore, useUserId } from '@/features/auth/stores/auth-store';
import { useResponsePromise } from '@/features/candidate-mails/api/get-response-promise';
import { useCompanyApplications } from '@/features/candidates/api/list-company-applications';
import { NextInterviews } from '@/features/interviews/components/next-interviews';
import { useCompanyPostings } from '@/features/jobs/api/list-company-postings';
import { usePermissionsStore } from '@/features/permissions/stores/permissions-store';
import { lazy } from '@/lib/lazy-component';
import { newSince, overdueApplications, stageCounts, takeLastVisit } from './dashboard-figures';
import './employer-dashboard.css';

// Only an employer without a company sees the form that creates one: the others' dashboards do not
// load its code (a form, its schema, the callable).
const CreateCompanyCard = lazy(() =>
  import('@/features/team/components/create-company-card').then((module) => ({
    default: module.CreateCompanyCard,
  })),
);

const LATEST = 5;

function OpenPostingsCard({ companyId, canCreate }: { companyId: string; canCreate: boolean }) {
  const { t } = useTranslation();
  const postings = useCompanyPostings(companyId);
  const open = (postings.data ?? []).filter((posting) => posting.status === 'open');
  return (
    <Card aria-labelledby="open-postings-heading">
      <h2 id="open-postings-heading">{t('employerDashboard.postings.title')}</h2>
      {postings.isError ? (
        <p role="alert">{t('employerDashboard.loadFailed')}</p>
      ) : postings.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <>
          <p className="dashboard-figure">
            {t('employerDashboard.postings.count', { count: open.length })}
          </p>
          {open.length === 0 ? (
            <p className="muted">{t('employerDashboard.postings.none')}</p>
          ) : (
            <ul className="dashboard-list">
              {open.slice(0, LATEST).map((posting) => (
                <li key={posting.id}>
                  <Link to={editJobPath(posting.id)}>{posting.title}</Link>
                  <span className="muted"> · {posting.location}</span>
                  {' · '}
                  <Link to={`${paths.employer.candidates}?job=${encodeURIComponent(posting.id)}`}>
                    {t('employerDashboard.postings.candidates')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="ui-link-row">
        <Link to={paths.employer.jobs}>{t('employerDashboard.postings.all')}</Link>
        {canCreate ? (
          <Link to={paths.employer.newJob}>{t('employerDashboard.postings.create')}</Link>
        ) : null}
      </p>
    </Card>
  );
}

interface LinkedApplication {
  id: string;
  jobTitle: string;
  candidate: { name: string };
}

/** The first few applications, each a link to its screen, with the job it is for. */
function ApplicationLinks({ applications }: { applications: readonly LinkedApplication[] }) {
  const { t } = useTranslation();
  return (
    <ul className="dashboard-list">
      {applications.slice(0, LATEST).map((application) => (
        <li key={application.id}>
          <Link to={applicationPath(application.id)}>
            {application.candidate.name || t('candidates.unnamed')}
          </Link>
          <span className="muted">
            {' '}
            {t('employerDashboard.applications.forJob', { job: application.jobTitle })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PipelineCards({ companyId, uid }: { companyId: string; uid: string }) {
  const { t } = useTranslation();
  // the previous visit is read once per mount: this visit then becomes the last one
  const [previousVisit] = useState(() => takeLastVisit(uid, Date.now()));
  const [now] = useState(() => Date.now());
  const applications = useCompanyApplications(companyId);
  const promise = useResponsePromise(companyId);
  const all = applications.data ?? [];
  const fresh = newSince(all, previousVisit);
  const stages = stageCounts(all);
  const overdue = promise.data === undefined ? [] : overdueApplications(all, promise.data, now);
  const state = applications.isError ? (
    <p role="alert">{t('employerDashboard.loadFailed')}</p>
  ) : applications.isPending ? (
    <p className="muted">{t('common.loading')}</p>
  ) : null;
  const overdueState =
    state ??
    (promise.isError ? (
      <p role="alert">{t('employerDashboard.loadFailed')}</p>
    ) : promise.isPending ? (
      <p className="muted">{t('common.loading')}</p>
    ) : null);
  return (
    <>
      <Card aria-labelledby="overdue-heading">
        <h2 id="overdue-heading">{t('candidateMails.overdue.title')}</h2>
        {overdueState ?? (
          <>
            <p className="dashboard-figure">
              {t('candidateMails.overdue.count', { count: overdue.length })}
            </p>
            <p className="muted">
              {t('candidateMails.overdue.promise', { count: promise.data ?? 0 })}
            </p>
            {overdue.length === 0 ? (
              <p className="muted">{t('candidateMails.overdue.none')}</p>
            ) : (
              <ApplicationLinks applications={overdue} />
            )}
          </>
        )}
        <p className="ui-link-row">
          <Link to={paths.employer.candidates}>{t('employerDashboard.applications.all')}</Link>
        </p>
      </Card>
      <Card aria-labelledby="new-applications-heading">
        <h2 id="new-applications-heading">{t('employerDashboard.applications.title')}</h2>
        {state ?? (
          <>
            <p className="dashboard-figure">
              {t('employerDashboard.applications.count', { count: fresh.length })}
            </p>
            <p className="muted">{t('employerDashboard.applications.since')}</p>
            {fresh.length === 0 ? (
              <p className="muted">{t('employerDashboard.applications.none')}</p>
            ) : (
              <ApplicationLinks applications={fresh} />
            )}
          </>
        )}
        <p className="ui-link-row">
          <Link to={paths.employer.candidates}>{t('employerDashboard.applications.all')}</Link>
        </p>
      </Card>
      <Card aria-labelledby="stages-heading">
        <h2 id="stages-heading">{t('employerDashboard.stages.title')}</h2>
        {state ?? (
          <>
            <p className="muted">{t('employerDashboard.stages.total', { count: all.length })}</p>
            <ul className="ui-figure-list stage-counts">
              {stages.map(({ stage, count }) => (
                <li key={stage}>
                  <Link to={`${paths.employer.candidates}?stage=${stage}`}>
                    <span>{t(`candidates.stages.${stage}`)}</span>
                    <strong>{count}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </>
  );
}

export default function EmployerDashboardCards() {
  const { t } = useTranslation();
  const uid = useUserId();
  const companyId = useAuthStore((state) => state.profile?.companyId ?? null);
  const refreshProfile = useAuthStore((state) => state.refreshProfile);
  const can = usePermissionsStore((state) => state.hasTeamPermission);
  // re-render when the flags arrive
  usePermissionsStore((state) => state.teamPermissions);

  if (!uid) return null;
  if (!companyId) {
    return (
      <>
        <div className="dashboard-grid">
          <Card aria-labelledby="company-setup-heading" className="dashboard-wide">
            <h2 id="company-setup-heading">{t('employerDashboard.setup.title')}</h2>
            <p>{t('employerDashboard.setup.intro')}</p>
            {/* the security bridge reloads the flags once the profile names the company */}
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <CreateCompanyCard onCreated={refreshProfile} />
            </Suspense>
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      <div className="dashboard-grid">
        <OpenPostingsCard companyId={companyId} canCreate={can('canCreateJobs')} />
        {can('canScreenCandidates') ? <PipelineCards companyId={companyId} uid={uid} /> : null}
        {can('canScheduleInterviews') || can('canConductInterviews') ? (
          <Card aria-labelledby="interviews-heading">
            <h2 id="interviews-heading">{t('employerDashboard.interviews.title')}</h2>
            <NextInterviews companyId={companyId} interviewHref={interviewPath} />
            <p className="ui-link-row">
              <Link to={paths.employer.interviews}>{t('interviews.dashboard.all')}</Link>
            </p>
          </Card>
        ) : null}
        {can('canManageTeam') ? (
          <Card aria-labelledby="team-heading">
            <h2 id="team-heading">{t('employerDashboard.team.title')}</h2>
            <p className="ui-link-row">
              <Link to={paths.employer.team}>{t('employerDashboard.team.manage')}</Link>
            </p>
          </Card>
        ) : null}
      </div>
    </>
  );
}
