// "Send booking link": instead of picking a time, the member names the window (whole days in
// their time zone), the length, the buffer, how and where, and the interviewers; the server
// mails the candidate a signed link on which they pick a time every interviewer is free. The
// dialog then shows the link (to copy and pass on, which a talent-pool candidate needs). A
// refusal (an interviewer without working hours, a window in the past) keeps everything typed.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, type CreateBookingLinkResult } from '@contracts/booking';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS } from '@contracts/interview';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { NumberField } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { toast } from '@/lib/toast';
import { useCreateBookingLink } from '../api/create-booking-link';
import { useInterviewers } from '../api/list-interviewers';
import {
  bookingLinkFormSchema,
  bookingLinkInputOf,
  newBookingLinkValues,
  todayIn,
  type BookingLinkFormValues,
} from '../lib/booking-link-form';
import { useReasonText } from '../lib/refusals';
import type { InterviewerOption } from '../types';
import { InterviewerPicker, interviewerOptions } from './interviewer-picker';
import './interviews.css';

export interface BookingLinkDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  companyId: string;
  applicationId: string;
  viewer: InterviewerOption & { canConduct: boolean };
  candidateName: string;
  jobTitle: string;
  /** Whether the platform mails the candidate (an applicant; not a talent-pool candidate). */
  candidateMailed?: boolean;
  /** The sender's time zone: the window's days are theirs. */
  timeZone: string;
  /** The current time (ms); Date.now by default. */
  now?: () => number;
}

const dateValue = (text: string): CalendarDate | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

export function BookingLinkDialog(props: BookingLinkDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateBookingLink();
  const [created, setCreated] = useState<CreateBookingLinkResult | null>(null);
  const name = props.candidateName || t('interviews.unnamed');
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!create.isPending) props.onOpenChange(open);
      }}
      size="lg"
      title={t('booking.send.title', { name })}
      description={t(
        props.candidateMailed === false
          ? 'booking.send.descriptionNotMailed'
          : 'booking.send.description',
        { job: props.jobTitle },
      )}
      actions={
        created ? (
          <Button onClick={() => props.onOpenChange(false)}>{t('booking.send.done')}</Button>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={() => props.onOpenChange(false)}
              disabled={create.isPending}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={create.isPending}>
              {t('booking.send.submit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedLink link={created} name={name} />
      ) : (
        <BookingLinkForm
          {...props}
          formId={formId}
          onSubmit={async (values) => {
            setCreated(
              await create.mutateAsync(
                bookingLinkInputOf(props.applicationId, props.timeZone, values),
              ),
            );
          }}
        />
      )}
    </Dialog>
  );
}

function CreatedLink({ link, name }: { link: CreateBookingLinkResult; name: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success({ title: t('booking.send.copied') });
    } catch {
      toast.error({ title: t('common.error'), description: t('booking.send.copyFailed') });
    }
  };
  return (
    <div className="stack">
      <Alert tone="success" title={t('booking.send.created')}>
        {t(link.mailed ? 'booking.send.mailed' : 'booking.send.notMailed', { name })}
      </Alert>
      <TextField label={t('booking.send.linkLabel')} value={link.url} readOnly dir="ltr" />
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('booking.send.copy')}
        </Button>
      </div>
    </div>
  );
}

/** The link's settings; what is sent on submit is the caller's (one candidate's link, or many). */
export function BookingLinkForm({
  formId,
  onSubmit,
  companyId,
  viewer,
  timeZone,
  now = Date.now,
}: Pick<BookingLinkDialogProps, 'companyId' | 'viewer' | 'timeZone' | 'now'> & {
  formId: string;
  onSubmit: (values: BookingLinkFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const reasonText = useReasonText();
  const [failure, setFailure] = useState<string | null>(null);
  const [defaults] = useState(() =>
    newBookingLinkValues(timeZone, now(), viewer.canConduct ? [viewer.uid] : []),
  );
  const form = useForm<BookingLinkFormValues>({
    resolver: formResolver(bookingLinkFormSchema(todayIn(timeZone, now()))),
    defaultValues: defaults,
  });
  const field = useFieldProps(form);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const members = useInterviewers(companyId);
  const people = interviewerOptions(members.data, viewer, null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(reasonText(error));
    }
  });

  return (
    <form
      id={formId}
      className="stack"
      noValidate
      aria-label={t('booking.send.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {failure ? (
        <Alert tone="error" title={t('booking.send.failed')}>
          {failure}
        </Alert>
      ) : null}
      <fieldset className="interview-when">
        <legend>{t('booking.send.window')}</legend>
        <p className="field-hint">
          {t('booking.send.windowHint', { days: BOOKING_LIMITS.windowDaysMax, zone: timeZone })}
        </p>
        <div className="interview-form-grid">
          {(['fromDate', 'toDate'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field: date, fieldState }) => (
                <DatePicker<CalendarDate>
                  label={t(name === 'fromDate' ? 'booking.send.from' : 'booking.send.to')}
                  error={errorText(fieldState.error)}
                  isRequired
                  value={dateValue(date.value)}
                  onChange={(value) => date.onChange(value ? value.toString() : '')}
                  onBlur={date.onBlur}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <div className="interview-form-grid">
        <Controller
          control={form.control}
          name="durationMinutes"
          render={({ field: duration, fieldState }) => (
            <NumberField
              label={t('interviews.schedule.duration')}
              error={errorText(fieldState.error)}
              isRequired
              minValue={INTERVIEW_LIMITS.durationMin}
              maxValue={INTERVIEW_LIMITS.durationMax}
              step={5}
              value={duration.value}
              onChange={duration.onChange}
              onBlur={duration.onBlur}
              ref={duration.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="bufferMinutes"
          render={({ field: buffer, fieldState }) => (
            <NumberField
              label={t('booking.send.buffer')}
              description={t('booking.send.bufferHint')}
              error={errorText(fieldState.error)}
              isRequired
              minValue={0}
              maxValue={BOOKING_LIMITS.bufferMax}
              step={5}
              value={buffer.value}
              onChange={buffer.onChange}
              onBlur={buffer.onBlur}
              ref={buffer.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field: choice, fieldState }) => (
            <Select
              label={t('interviews.schedule.kind')}
              error={errorText(fieldState.error)}
              isRequired
              options={INTERVIEW_KINDS.map((id) => ({ id, label: t(`interviews.kinds.${id}`) }))}
              value={choice.value}
              onChange={(next) => choice.onChange(next ?? 'video')}
              onBlur={choice.onBlur}
              ref={choice.ref}
            />
          )}
        />
      </div>
      <TextField
        label={t(`interviews.schedule.location.${kind}`)}
        description={t(`interviews.schedule.locationHint.${kind}`)}
        maxLength={INTERVIEW_LIMITS.locationMax}
        type={kind === 'video' ? 'url' : kind === 'phone' ? 'tel' : 'text'}
        dir="auto"
        {...field('location')}
      />
      <Controller
        control={form.control}
        name="interviewerUids"
        render={({ field: picked, fieldState }) => (
          <InterviewerPicker
            id={`${formId}-interviewers`}
            people={people}
            members={members}
            viewerUid={viewer.uid}
            value={picked.value}
            onChange={picked.onChange}
            onBlur={picked.onBlur}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <p className="muted">{t('booking.send.hoursNote')}</p>
    </form>
  );
}
