import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePreloadTable } from '@/components/ui/lazy-table';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { webAddressOf } from '@contracts/interview';
import { useCancelInterview } from '../api/cancel-interview';
import { useInterview } from '../api/get-interview';
import { useOwnScorecard, useScorecards } from '../api/list-scorecards';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useSubmitScorecard } from '../api/submit-scorecard';
import { viewerTimeZone } from '../lib/time';
import type { Interview, InterviewerOption, Scorecard } from '../types';
import { DownloadIcsButton } from './download-ics-button';
import { useInterviewTime } from '../hooks/use-interview-labels';
import { useReasonText } from '../lib/refusals';
import { LazyScheduleDialog, usePreloadScheduleDialog } from './lazy-schedule-dialog';
import { ScorecardForm } from './scorecard-form';
import { ScorecardSummary } from './scorecard-summary';
import './interviews.css';

interface InterviewPageProps {
  interviewId: string;
  companyId: string;
  /** The signed-in member and what their flags let them do here. */
  viewer: InterviewerOption & { canSchedule: boolean; canConduct: boolean };
  backHref: string;
  /** The candidate's screen, for members who screen candidates. */
  applicationHref?: ((applicationId: string) => string) | undefined;
  timeZone?: string;
}

/**
 * One interview: when (on the viewer's clock and the interview's own), how, where and with whom;
 * reschedule, cancel, download; the interviewer's scorecard; the team's scorecards compared.
 */
export function InterviewPage({
  interviewId,
  companyId,
  viewer,
  backHref,
  applicationHref,
  timeZone,
}: InterviewPageProps) {
  const { t } = useTranslation();
  const interview = useInterview(interviewId);
  usePreloadScheduleDialog(viewer.canSchedule);
  usePreloadTable();
  const zone = timeZone ?? viewerTimeZone();
  return (
    <div className="stack">
      <p>
        <Link to={backHref}>{t('interviews.detail.back')}</Link>
      </p>
      <QueryState query={interview} failed={t('interviews.detail.loadFailed')}>
        {(data) =>
          data && data.companyId === companyId ? (
            <>
              <DetailsCard
                interview={data}
                companyId={companyId}
                viewer={viewer}
                applicationHref={applicationHref}
                timeZone={zone}
              />
              <ScorecardsSection
                interview={data}
                viewer={viewer}
                isInterviewer={data.interviewerUids.includes(viewer.uid)}
              />
            </>
          ) : (
            <Alert tone="warning" title={t('interviews.detail.notFound')} />
          )
        }
      </QueryState>
    </div>
  );
}

function DetailsCard({
  interview,
  companyId,
  viewer,
  applicationHref,
  timeZone,
}: {
  interview: Interview;
  companyId: string;
  viewer: InterviewPageProps['viewer'];
  applicationHref: InterviewPageProps['applicationHref'];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const time = useInterviewTime(timeZone);
  const reasonText = useReasonText();
  const reschedule = useRescheduleInterview();
  const cancel = useCancelInterview();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const name = interview.candidateName || t('interviews.unnamed');
  const cancelled = interview.status === 'cancelled';
  const link = webAddressOf(interview.location);
  const locationLabel = t(`interviews.schedule.location.${interview.kind}`);
  return (
    <Card aria-labelledby="interview-heading">
      <div className="interview-head">
        <div>
          <h2 id="interview-heading">
            {t('interviews.detail.heading', { name })}
            {cancelled ? (
              <span className="badge stage-danger interview-status">
                {t('interviews.status.cancelled')}
              </span>
            ) : null}
          </h2>
          <p className="muted">
            <bdi>{interview.jobTitle}</bdi>
            {applicationHref ? (
              <>
                {' · '}
                <Link to={applicationHref(interview.applicationId)}>
                  {t('interviews.detail.candidate')}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="button-row">
          <DownloadIcsButton interview={interview} />
          {viewer.canSchedule && !cancelled ? (
            <>
              <Button variant="secondary" onClick={() => setRescheduling(true)}>
                {t('interviews.detail.reschedule')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setCancelError(null);
                  setCancelling(true);
                }}
              >
                {t('interviews.detail.cancel')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <dl className="details">
        <div>
          <dt>{t('interviews.detail.when')}</dt>
          <dd>
            {time.long(interview.startsAt, timeZone)} <span className="muted">({timeZone})</span>
            {interview.timeZone !== timeZone ? (
              <span className="interview-other-zone">
                {t('interviews.detail.scheduledIn', {
                  time: time.long(interview.startsAt, interview.timeZone),
                  zone: interview.timeZone,
                })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('interviews.detail.duration')}</dt>
          <dd>{t('interviews.minutes', { count: interview.durationMinutes })}</dd>
        </div>
        <div>
          <dt>{t('interviews.schedule.kind')}</dt>
          <dd>{t(`interviews.kinds.${interview.kind}`)}</dd>
        </div>
        <div>
          <dt>{locationLabel}</dt>
          <dd>
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {interview.location}
              </a>
            ) : (
              <bdi>{interview.location || '–'}</bdi>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('interviews.schedule.interviewers')}</dt>
          <dd>
            <ul className="plain-list">
              {interview.interviewers.map((person) => (
                <li key={person.uid}>
                  <bdi>{person.name || person.email}</bdi>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('interviews.detail.scheduledBy')}</dt>
          <dd>
            <bdi>{interview.scheduledByName || t('interviews.someone')}</bdi>
          </dd>
        </div>
      </dl>
      {viewer.canSchedule && rescheduling ? (
        <LazyScheduleDialog
          isOpen={rescheduling}
          onOpenChange={setRescheduling}
          companyId={companyId}
          viewer={{ ...viewer, canConduct: viewer.canConduct }}
          candidateName={interview.candidateName}
          jobTitle={interview.jobTitle}
          candidateMailed={interview.applicantUid !== null}
          interview={interview}
          timeZone={timeZone}
          onSubmit={async (details) => {
            await reschedule.mutateAsync({ interviewId: interview.id, ...details });
            toast.success({ title: t('interviews.detail.rescheduled') });
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling}
        onOpenChange={setCancelling}
        title={t('interviews.cancel.title', { name })}
        message={t('interviews.cancel.message')}
        confirmLabel={t('interviews.cancel.confirm')}
        cancelLabel={t('interviews.cancel.keep')}
        destructive
        error={cancelError}
        onConfirm={async () => {
          setCancelError(null);
          try {
            await cancel.mutateAsync(interview.id);
            toast.success({ title: t('interviews.cancel.done') });
          } catch (error) {
            setCancelError(reasonText(error));
            throw error;
          }
        }}
      />
    </Card>
  );
}

function ScorecardsSection({
  interview,
  viewer,
  isInterviewer,
}: {
  interview: Interview;
  viewer: InterviewPageProps['viewer'];
  isInterviewer: boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmitScorecard(interview.id, viewer.uid, interview.attributes);
  const mayScore = isInterviewer && viewer.canConduct && interview.status === 'scheduled';
  // an interviewer sees the others' scorecards once they have handed in their own (no anchoring):
  // firestore.rules refuse them the list until then, so they follow their own card alone
  const ownCard = useOwnScorecard(interview.id, viewer.uid, mayScore);
  const own = ownCard.data ?? null;
  const hidden = mayScore && !own;
  const scorecards = useScorecards(interview.id, !mayScore || own !== null);
  const cards: Scorecard[] = scorecards.data ?? [];
  return (
    <>
      {mayScore ? (
        <Card aria-labelledby="scorecard-heading">
          <h2 id="scorecard-heading">{t('interviews.scorecard.title')}</h2>
          <p className="field-hint">{t('interviews.scorecard.intro')}</p>
          {ownCard.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : (
            // loaded before the form shows, so the form starts from the interviewer's own
            // scorecard; it stays mounted when that first arrives, keeping its "submitted" note
            <ScorecardForm
              interviewId={interview.id}
              attributes={interview.attributes}
              uid={viewer.uid}
              submitted={own}
              onSubmit={(input) => submit.mutateAsync(input)}
            />
          )}
        </Card>
      ) : null}
      <Card aria-labelledby="scorecards-heading">
        <h2 id="scorecards-heading">{t('interviews.scorecards.title')}</h2>
        {hidden && !ownCard.isError ? (
          ownCard.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <p className="muted">{t('interviews.scorecards.afterYours')}</p>
          )
        ) : null}
        {!hidden && scorecards.isPending ? <Spinner label={t('common.loading')} /> : null}
        {scorecards.isError || ownCard.isError ? (
          <Alert tone="error" title={t('interviews.scorecards.loadFailed')} />
        ) : null}
        {scorecards.isSuccess && !hidden ? (
          <ScorecardSummary attributes={interview.attributes} scorecards={cards} />
        ) : null}
      </Card>
    </>
  );
}
