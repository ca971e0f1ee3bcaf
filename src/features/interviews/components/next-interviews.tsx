import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_LIMITS } from '@contracts/interview';
import { useInterviews } from '../api/list-interviews';
import { DASHBOARD_NEXT } from '../constants';
import { viewerTimeZone } from '../lib/time';
import { InterviewSummaryLine } from './interview-summary-line';
import './interviews.css';

/** The employer dashboard's card: the team's next interviews, on the viewer's clock. */
export function NextInterviews({
  companyId,
  interviewHref,
  timeZone,
  now = Date.now,
}: {
  companyId: string;
  interviewHref: (interviewId: string) => string;
  timeZone?: string;
  now?: () => number;
}) {
  const { t } = useTranslation();
  const zone = timeZone ?? viewerTimeZone();
  const [from] = useState(
    () => Math.floor(now() / 60_000) * 60_000 - INTERVIEW_LIMITS.durationMax * 60_000,
  );
  const interviews = useInterviews(companyId, from, null);
  if (interviews.isError) return <p role="alert">{t('interviews.loadFailed')}</p>;
  if (interviews.isPending) return <p className="muted">{t('common.loading')}</p>;
  const current = now();
  const next = interviews.data
    .filter((item) => item.startsAt.getTime() + item.durationMinutes * 60_000 > current)
    .slice(0, DASHBOARD_NEXT);
  if (next.length === 0) return <p className="muted">{t('interviews.dashboard.none')}</p>;
  return (
    <ul className="dashboard-list interview-next">
      {next.map((interview) => (
        <li key={interview.id}>
          <InterviewSummaryLine
            interview={interview}
            href={interviewHref(interview.id)}
            timeZone={zone}
            showDay
          />
        </li>
      ))}
    </ul>
  );
}
