import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, type ApplicantProfile } from '@contracts/application';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format/use-format';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { AlreadyAppliedError, useApplyToJob } from '../api/apply-to-job';
import { useOwnIdentity } from '../api/get-own-identity';
import { applyFormDefaults, applyFormSchema, toApplyInput } from '../lib/apply-form';
import type { Applicant, ApplyTarget } from '../types';
import './candidates.css';

interface ApplyDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  target: ApplyTarget;
  applicant: Applicant;
  /** The person's profile as they sent it last time: the form starts with it. */
  previous?: ApplicantProfile | null;
}

const TEXT_FIELDS = [
  'title',
  'location',
  'experience',
  'education',
  'availability',
  'salary',
] as const;

/** Applying in the app: every field is optional; the name (profile) and e-mail (account) are added. */
export function ApplyDialog({
  isOpen,
  onOpenChange,
  target,
  applicant,
  previous,
}: ApplyDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const apply = useApplyToJob(applicant);
  const close = (open: boolean) => {
    if (!open && apply.isPending) return;
    if (!open) apply.reset();
    onOpenChange(open);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      size="lg"
      title={t('candidates.apply.title', { job: target.jobTitle })}
      description={t('candidates.apply.description', { company: target.companyName })}
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={apply.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={apply.isPending}>
            {t('candidates.apply.submit')}
          </Button>
        </>
      }
    >
      <ApplyForm
        formId={formId}
        target={target}
        applicant={applicant}
        previous={previous ?? null}
        apply={apply}
        onSent={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function ApplyForm({
  formId,
  target,
  applicant,
  previous,
  apply,
  onSent,
}: {
  formId: string;
  target: ApplyTarget;
  applicant: Applicant;
  previous: ApplicantProfile | null;
  apply: ReturnType<typeof useApplyToJob>;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const errorText = useFormErrorText();
  // what the application will carry: the profile's name and the account's e-mail
  const identity = useOwnIdentity(applicant.uid);
  const form = useForm({
    resolver: formResolver(applyFormSchema),
    defaultValues: applyFormDefaults(previous),
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;
  const field = useFieldProps(form);

  // the previous application may arrive after the dialog opened: fill the untouched form with it
  useEffect(() => {
    if (previous && !isDirty) reset(applyFormDefaults(previous));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the previous profile arrives
  }, [previous]);

  const onSubmit = handleSubmit((values) => {
    if (apply.isPending) return;
    apply
      .mutateAsync({ target, input: toApplyInput(values), locale: i18n.language })
      .then(onSent, () => undefined);
  });

  return (
    <form
      id={formId}
      className="stack"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('candidates.apply.formLabel')}
    >
      {identity.data ? (
        <p className="muted">
          {t('candidates.apply.sentAs', {
            name: identity.data.name || '-',
            email: identity.data.email || '-',
          })}
        </p>
      ) : null}
      {previous ? <p className="field-hint">{t('candidates.apply.prefilled')}</p> : null}
      <div className="apply-grid">
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`candidates.fields.${name}`)}
            maxLength={APPLICATION_LIMITS.fieldMax}
            {...field(name)}
          />
        ))}
      </div>
      <TextField
        label={t('candidates.fields.skills')}
        description={t('candidates.apply.skillsHint')}
        {...field('skills')}
      />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('candidates.apply.note')}
            description={t('candidates.apply.noteCount', {
              count: APPLICATION_LIMITS.noteMax,
              used: format.number(field.value.length),
              max: format.number(APPLICATION_LIMITS.noteMax),
            })}
            error={errorText(fieldState.error)}
            rows={4}
            maxLength={APPLICATION_LIMITS.noteMax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {apply.isError ? (
        <Alert tone="error">
          {apply.error instanceof AlreadyAppliedError
            ? t('candidates.apply.already')
            : t('candidates.apply.failed')}
        </Alert>
      ) : null}
    </form>
  );
}
