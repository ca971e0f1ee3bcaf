import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import type { Job } from '@contracts/job';
import { safeApplyUrl } from '@domain/job-format';
import { track } from '@/lib/telemetry';
import { useJob } from '../api/get-job';
import type { ShownJob } from '../api/job-converter';
import { JobFacts, SkillChips } from './job-facts';
import { ResponseRate } from './response-rate';
import './jobs.css';

interface JobDetailPageProps {
  jobId: string;
  /** Where "Back to results" goes (the search the person came from). */
  backTo: string;
  renderActions?: (job: Job) => ReactNode;
}

/** Every field of a job. The description is text, never HTML; "Apply" opens in a new tab. */
export function JobDetailPage({ jobId, backTo, renderActions }: JobDetailPageProps) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  return (
    <div className="stack">
      <p>
        <Link to={backTo}>{t('jobs.detail.back')}</Link>
      </p>
      <QueryState query={job} failed={t('jobs.detail.loadFailed')}>
        {(data) =>
          data ? (
            <JobDetail job={data} renderActions={renderActions} />
          ) : (
            <Alert tone="warning" title={t('jobs.detail.notFound')} />
          )
        }
      </QueryState>
    </div>
  );
}

function JobDetail({
  job: data,
  renderActions,
}: {
  job: ShownJob;
  renderActions?: JobDetailPageProps['renderActions'];
}) {
  const { t } = useTranslation();
  const applyUrl = safeApplyUrl(data.applyUrl);
  return (
    <Card aria-labelledby="job-detail-title" className="job-detail">
      <div className="job-card-head">
        <div>
          <h2 id="job-detail-title" dir="auto">
            {data.title}
          </h2>
          <p className="muted">{data.company}</p>
        </div>
        <div className="job-card-actions">
          {applyUrl ? (
            <a
              className="btn btn-primary"
              href={applyUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('application_sent', { jobId: data.id })}
            >
              {t('jobs.detail.apply')}
              <span className="visually-hidden"> {t('jobs.detail.newTab')}</span>
            </a>
          ) : null}
          {renderActions?.(data)}
        </div>
      </div>
      <JobFacts job={data} />
      <ResponseRate companyId={data.companyId} />
      <h3>{t('jobs.fields.skills')}</h3>
      <SkillChips skills={data.skills} label={t('jobs.fields.skills')} />
      <h3>{t('jobs.fields.description')}</h3>
      <p className="job-description" dir="auto">
        {data.description}
      </p>
    </Card>
  );
}
