import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useApplicationInterviews } from '../api/list-application-interviews';
import { useScheduleInterview } from '../api/schedule-interview';
import { viewerTimeZone } from '../lib/time';
import type { InterviewerOption } from '../types';
import { useInterviewTime } from '../hooks/use-interview-labels';
import { LazyBookingLinkDialog, usePreloadBookingLinkDialog } from './lazy-booking-link-dialog';
import { LazyScheduleDialog, usePreloadScheduleDialog } from './lazy-schedule-dialog';
import './interviews.css';

interface ApplicationInterviewsProps {
  companyId: string;
  applicationId: string;
  candidateName: string;
  jobTitle: string;
  /** Whether the candidate gets interview mails (an applicant; not a talent-pool candidate). */
  candidateMailed?: boolean;
  viewer: InterviewerOption & { canSchedule: boolean; canConduct: boolean };
  interviewHref: (interviewId: string) => string;
  /** A rejected or hired candidate is not interviewed any more. */
  canBeScheduled?: boolean;
  timeZone?: string;
}

/** A candidate's interviews (the latest first), "Schedule interview" and "Send booking link". */
export function ApplicationInterviews({
  companyId,
  applicationId,
  candidateName,
  jobTitle,
  candidateMailed,
  viewer,
  interviewHref,
  canBeScheduled = true,
  timeZone,
}: ApplicationInterviewsProps) {
  const { t } = useTranslation();
  const zone = timeZone ?? viewerTimeZone();
  const time = useInterviewTime(zone);
  const interviews = useApplicationInterviews(companyId, applicationId);
  const schedule = useScheduleInterview();
  const [open, setOpen] = useState<'schedule' | 'booking' | null>(null);
  usePreloadScheduleDialog(viewer.canSchedule && canBeScheduled);
  usePreloadBookingLinkDialog(viewer.canSchedule && canBeScheduled);
  const setOpenAs = (which: 'schedule' | 'booking') => (isOpen: boolean) =>
    setOpen(isOpen ? which : null);
  return (
    <div className="stack">
      <QueryState
        query={interviews}
        failed={t('interviews.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">{t('interviews.application.none')}</p>}
      >
        {(list) => (
          <ul className="interview-rows" aria-label={t('interviews.application.title')}>
            {list.map((interview) => (
              <li key={interview.id} className="interview-row">
                <div className="interview-row-main">
                  <Link to={interviewHref(interview.id)} className="interview-link">
                    {time.short(interview)}
                  </Link>
                  <span className="muted interview-meta">
                    {t(`interviews.kinds.${interview.kind}`)} ·{' '}
                    {t('interviews.minutes', { count: interview.durationMinutes })}
                  </span>
                </div>
                {interview.status === 'cancelled' ? (
                  <span className="badge stage-danger">{t('interviews.status.cancelled')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {viewer.canSchedule && canBeScheduled ? (
        <div className="interview-actions">
          <Button onClick={() => setOpen('schedule')}>
            {t('interviews.application.schedule')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('booking')}>
            {t('booking.send.button')}
          </Button>
        </div>
      ) : null}
      {open === 'booking' ? (
        <LazyBookingLinkDialog
          isOpen
          onOpenChange={setOpenAs('booking')}
          companyId={companyId}
          applicationId={applicationId}
          viewer={viewer}
          candidateName={candidateName}
          jobTitle={jobTitle}
          candidateMailed={candidateMailed}
          timeZone={zone}
        />
      ) : null}
      {open === 'schedule' ? (
        <LazyScheduleDialog
          isOpen
          onOpenChange={setOpenAs('schedule')}
          companyId={companyId}
          viewer={viewer}
          candidateName={candidateName}
          jobTitle={jobTitle}
          candidateMailed={candidateMailed}
          timeZone={zone}
          onSubmit={async (details) => {
            await schedule.mutateAsync({ applicationId, ...details });
            toast.success({
              title: t('interviews.application.scheduled', { name: candidateName }),
            });
          }}
        />
      ) : null}
    </div>
  );
}
