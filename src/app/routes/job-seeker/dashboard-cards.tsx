import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { jobPath, paths } from '@/config/paths';
import { useUserId } from '@/features/auth/stores/auth-store';
import { RoleSuggestions } from '@/features/career-roles/components/role-suggestions';
import { useCareerRoles } from '@/features/career-roles/hooks/use-career-roles';
import { MyApplications } from '@/features/candidates/components/my-applications';
import {
  InterviewNoticeLine,
  useInterviewNotices,
} from '@/features/interviews/components/interview-notices';
import { JobMatches } from '@/features/jobs/components/job-matches';
import { SavedJobsSummary } from '@/features/saved-jobs/components/saved-jobs-summary';
import { useJobLinks, useSaveAction } from './use-job-actions';

const LATEST_SAVED = 3;
const TARGET_ROLE_JOBS = 3;

function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = keyword.trim() ? `?${new URLSearchParams({ q: keyword.trim() }).toString()}` : '';
    void navigate(`${paths.jobSeeker.jobs}${query}`);
  }
  return (
    <form className="inline-form" onSubmit={submit} aria-label={t('jobSeeker.quickSearch.title')}>
      <TextField
        label={t('jobs.filters.keyword')}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <Button type="submit">{t('jobs.filters.search')}</Button>
    </form>
  );
}

export default function JobSeekerDashboardCards() {
  const { t } = useTranslation();
  const userId = useUserId();
  const { jobHref } = useJobLinks();
  const saveAction = useSaveAction();
  const careerRoles = useCareerRoles(userId);
  const active = careerRoles.active;
  const notices = useInterviewNotices(userId);
  return (
    <>
      <div className="dashboard-grid">
        <Card aria-labelledby="quick-search-heading">
          <h2 id="quick-search-heading">{t('jobSeeker.quickSearch.title')}</h2>
          <QuickSearch />
        </Card>
        <Card aria-labelledby="saved-heading">
          <h2 id="saved-heading">{t('savedJobs.title')}</h2>
          <SavedJobsSummary
            userId={userId}
            jobHref={jobHref}
            searchHref={paths.jobSeeker.jobs}
            allHref={paths.jobSeeker.savedJobs}
            latest={LATEST_SAVED}
          />
        </Card>
        <Card aria-labelledby="applications-heading">
          <h2 id="applications-heading">{t('applications.title')}</h2>
          <MyApplications
            uid={userId}
            variant="compact"
            jobHref={jobPath}
            searchHref={paths.jobSeeker.jobs}
            allHref={paths.jobSeeker.applications}
            renderExtra={(applicationId) => {
              const notice = notices.get(applicationId);
              return notice ? <InterviewNoticeLine notice={notice} /> : null;
            }}
          />
        </Card>
        <Card aria-labelledby="target-heading" className="dashboard-wide">
          <h2 id="target-heading">{t('jobSeeker.target.title')}</h2>
          {active ? (
            <>
              <p>
                {t('jobSeeker.target.active', { title: active.title })}
                {active.location ? ` · ${active.location}` : ''}
              </p>
              <h3>{t('jobSeeker.target.jobs')}</h3>
              <JobMatches
                keywords={active.title}
                location={active.location}
                limit={TARGET_ROLE_JOBS}
                jobHref={jobHref}
                renderJobActions={saveAction}
              />
            </>
          ) : (
            <p className="muted">{t('jobSeeker.target.none')}</p>
          )}
          <Link to={paths.jobSeeker.careerRoles}>{t('jobSeeker.target.manage')}</Link>
        </Card>
        <Card aria-labelledby="suggested-heading" className="dashboard-wide">
          <h2 id="suggested-heading">{t('careerRoles.suggestions.title')}</h2>
          <RoleSuggestions suggestions={careerRoles.suggestions} onAdd={careerRoles.add} />
        </Card>
      </div>
    </>
  );
}
