import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Interview } from '../types';
import { useInterviewTime } from '../hooks/use-interview-labels';

/** One interview in a calendar: its time on the viewer's clock, who, for what, how. */
export function InterviewSummaryLine({
  interview,
  href,
  timeZone,
  showDay = false,
}: {
  interview: Interview;
  href: string;
  timeZone: string;
  showDay?: boolean;
}) {
  const { t } = useTranslation();
  const time = useInterviewTime(timeZone);
  const start = showDay ? time.short(interview) : time.clock(interview.startsAt);
  const range = t('interviews.range', { start, end: time.clock(time.end(interview)) });
  return (
    <>
      <span className="interview-time">{range}</span>
      <Link to={href} className="interview-link">
        <bdi>{interview.candidateName || t('interviews.unnamed')}</bdi>
      </Link>
      <span className="muted interview-meta">
        <bdi>{interview.jobTitle}</bdi> · {t(`interviews.kinds.${interview.kind}`)}
      </span>
    </>
  );
}
