import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS } from '@contracts/interview';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ComboBox } from '@/components/ui/combo-box';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { NumberField } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TimeField } from '@/components/ui/time-field';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { useInterviewers } from '../api/list-interviewers';
import { InterviewerPicker, interviewerOptions } from './interviewer-picker';
import { useInterviews } from '../api/list-interviews';
import { interviewerClashes, overlapWindow } from '../lib/overlap';
import {
  detailsOf,
  interviewScheduleValues,
  newScheduleValues,
  scheduleFormSchema,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { allTimeZones, viewerTimeZone, wallTimeToInstant } from '../lib/time';
import type { Interview, InterviewDetails, InterviewerOption } from '../types';
import { useInterviewTime } from '../hooks/use-interview-labels';
import { useReasonText } from '../lib/refusals';
import './interviews.css';

export interface ScheduleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  companyId: string;
  /** The signed-in member (offered as an interviewer when they may conduct interviews). */
  viewer: InterviewerOption & { canConduct: boolean };
  /** Who is being interviewed and for what (the dialog's title). */
  candidateName: string;
  jobTitle: string;
  /**
   * Whether the candidate gets the invitation by email: an applicant does; a talent-pool
   * candidate does not (the server mails no address the team typed). True by default.
   */
  candidateMailed?: boolean;
  /** Rescheduling this interview (the form starts with its details); absent: a new one. */
  interview?: Interview | null;
  /** Schedules or reschedules; the dialog closes when it resolves and stays (with why) when not. */
  onSubmit: (details: InterviewDetails) => Promise<unknown>;
  /** The viewer's own time zone (the browser's by default). */
  timeZone?: string;
  /** The current time (ms), for what is in the past; Date.now by default. */
  now?: () => number;
}

/**
 * Schedule (or reschedule) an interview: a date and time in a chosen time zone (the viewer's by
 * default; their own clock's time is shown when it differs), how long, how, where and with whom.
 * An interviewer who is already booked then is a warning, not a refusal. A failed call keeps
 * everything typed and says why.
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const rescheduling = Boolean(props.interview);
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!busy) props.onOpenChange(open);
      }}
      size="lg"
      title={t(rescheduling ? 'interviews.schedule.rescheduleTitle' : 'interviews.schedule.title', {
        name: props.candidateName || t('interviews.unnamed'),
      })}
      description={t(
        props.candidateMailed === false
          ? 'interviews.schedule.descriptionNotMailed'
          : 'interviews.schedule.description',
        { job: props.jobTitle },
      )}
      actions={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t(rescheduling ? 'interviews.schedule.saveReschedule' : 'interviews.schedule.submit')}
          </Button>
        </>
      }
    >
      <ScheduleForm {...props} formId={formId} onBusy={setBusy} />
    </Dialog>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateValue = (text: string): CalendarDate | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};
const timeValue = (text: string): Time | null => {
  try {
    return text ? parseTime(text) : null;
  } catch {
    return null;
  }
};

function ScheduleForm({
  formId,
  onBusy,
  companyId,
  viewer,
  interview,
  onSubmit,
  onOpenChange,
  timeZone,
  now = Date.now,
}: ScheduleDialogProps & { formId: string; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const reasonText = useReasonText();
  const ownZone = timeZone ?? viewerTimeZone();
  const time = useInterviewTime(ownZone);
  const [failure, setFailure] = useState<string | null>(null);
  const [defaults] = useState<ScheduleFormValues>(() =>
    interview
      ? interviewScheduleValues(interview)
      : newScheduleValues(ownZone, now(), viewer.canConduct ? [viewer.uid] : []),
  );
  const form = useForm<ScheduleFormValues>({
    resolver: formResolver(scheduleFormSchema(now)),
    defaultValues: defaults,
  });
  const field = useFieldProps(form);
  const values = useWatch({ control: form.control }) as ScheduleFormValues;
  const zones = useMemo(
    () =>
      allTimeZones([ownZone, defaults.timeZone]).map((zone) => ({
        id: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [ownZone, defaults.timeZone],
  );

  const instant = wallTimeToInstant(values.date, values.time, values.timeZone);
  const slot = instant
    ? { start: instant.getTime(), durationMinutes: Number(values.durationMinutes) || 0 }
    : null;
  const window = slot ? overlapWindow(slot) : null;
  const booked = useInterviews(companyId, window?.from ?? NaN, window?.to ?? null, Boolean(window));
  const members = useInterviewers(companyId);
  const people = interviewerOptions(members.data, viewer, interview);
  const clashes =
    slot && booked.data
      ? interviewerClashes(slot, values.interviewerUids, booked.data, interview?.id ?? null)
      : [];

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    onBusy(true);
    try {
      await onSubmit(detailsOf(input));
      onOpenChange(false);
    } catch (error) {
      setFailure(reasonText(error));
    } finally {
      onBusy(false);
    }
  });

  const locationLabel = t(`interviews.schedule.location.${values.kind}`);
  return (
    <form
      id={formId}
      className="stack"
      noValidate
      aria-label={t('interviews.schedule.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {failure ? (
        <Alert tone="error" title={t('interviews.schedule.failed')}>
          {failure}
        </Alert>
      ) : null}
      <fieldset className="interview-when">
        <legend>{t('interviews.schedule.when')}</legend>
        <div className="interview-form-grid">
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <DatePicker<CalendarDate>
                label={t('interviews.schedule.date')}
                error={errorText(fieldState.error)}
                isRequired
                value={dateValue(field.value)}
                onChange={(value) => field.onChange(value ? value.toString() : '')}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="time"
            render={({ field, fieldState }) => (
              <TimeField<Time>
                label={t('interviews.schedule.time')}
                error={errorText(fieldState.error)}
                isRequired
                value={timeValue(field.value)}
                onChange={(value) =>
                  field.onChange(value ? `${pad(value.hour)}:${pad(value.minute)}` : '')
                }
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <ComboBox
                label={t('interviews.schedule.timeZone')}
                error={errorText(fieldState.error)}
                isRequired
                options={zones}
                value={field.value || null}
                onChange={(zone) => field.onChange(zone ?? '')}
                onBlur={field.onBlur}
                emptyText={t('interviews.schedule.noZone')}
                ref={field.ref}
              />
            )}
          />
        </div>
        {instant ? (
          <p className="interview-zone-note" aria-live="polite">
            {t('interviews.schedule.startsAt', {
              time: time.long(instant, values.timeZone),
              zone: values.timeZone,
            })}
            {values.timeZone !== ownZone ? (
              <>
                {' '}
                <strong>
                  {t('interviews.schedule.inYourZone', {
                    time: time.long(instant, ownZone),
                    zone: ownZone,
                  })}
                </strong>
              </>
            ) : null}
          </p>
        ) : null}
      </fieldset>
      <div className="interview-form-grid">
        <Controller
          control={form.control}
          name="durationMinutes"
          render={({ field, fieldState }) => (
            <NumberField
              label={t('interviews.schedule.duration')}
              description={t('interviews.schedule.durationHint', {
                count: INTERVIEW_LIMITS.durationMax,
                min: INTERVIEW_LIMITS.durationMin,
                max: INTERVIEW_LIMITS.durationMax,
              })}
              error={errorText(fieldState.error)}
              isRequired
              minValue={INTERVIEW_LIMITS.durationMin}
              maxValue={INTERVIEW_LIMITS.durationMax}
              step={5}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <Select
              label={t('interviews.schedule.kind')}
              error={errorText(fieldState.error)}
              isRequired
              options={INTERVIEW_KINDS.map((kind) => ({
                id: kind,
                label: t(`interviews.kinds.${kind}`),
              }))}
              value={field.value}
              onChange={(kind) => field.onChange(kind ?? 'video')}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
      <TextField
        label={locationLabel}
        description={t(`interviews.schedule.locationHint.${values.kind}`)}
        maxLength={INTERVIEW_LIMITS.locationMax}
        type={values.kind === 'video' ? 'url' : values.kind === 'phone' ? 'tel' : 'text'}
        dir="auto"
        {...field('location')}
      />
      <Controller
        control={form.control}
        name="interviewerUids"
        render={({ field, fieldState }) => (
          <InterviewerPicker
            id={`${formId}-interviewers`}
            people={people}
            members={members}
            viewerUid={viewer.uid}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(fieldState.error)}
          />
        )}
      />
      {clashes.length > 0 ? (
        <Alert tone="warning" title={t('interviews.schedule.overlapTitle')}>
          <ul className="clash-list">
            {clashes.map((clash) => (
              <li key={`${clash.uid}-${clash.interview.id}`}>
                {t('interviews.schedule.overlap', {
                  name:
                    clash.name ||
                    people.find((person) => person.uid === clash.uid)?.name ||
                    t('interviews.someone'),
                  start: time.clock(clash.interview.startsAt),
                  end: time.clock(time.end(clash.interview)),
                  candidate: clash.interview.candidateName || t('interviews.unnamed'),
                })}
              </li>
            ))}
          </ul>
          <p>{t('interviews.schedule.overlapHint')}</p>
        </Alert>
      ) : null}
    </form>
  );
}
