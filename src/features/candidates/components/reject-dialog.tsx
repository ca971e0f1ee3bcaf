import { useId } from 'react';
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_LIMITS,
  rejectionInputSchema,
  type RejectionInput,
} from '@contracts/application';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { clearDraft } from '@/lib/drafts/drafts';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { formResolver } from '@/lib/forms/form-resolver';
import { LimitedTextField } from './limited-text-field';

interface RejectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** "Reject Lena Roth", or how many are rejected at once. */
  title: string;
  /** What happens (by default: the reason stays with the team unless shared). */
  description?: string;
  /** The signed-in team member: the reason being typed is kept as their draft … */
  uid: string;
  /** … under this name (draftNames in constants.ts). */
  draftName: string;
  /** Only an applicant can read a shared reason (a pool candidate has no account). */
  canShare: boolean;
  /** Rejects; the dialog closes (and the draft is dropped) when it resolves. */
  onReject: (input: RejectionInput) => Promise<unknown>;
}

/**
 * Rejecting asks why; the team may share the reason with the applicant. The reason being typed is
 * kept as a draft (it survives a session timeout, Escape or the close button); Cancel discards it,
 * as rejecting does.
 */
export function RejectDialog(props: RejectDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const cancel = () => {
    clearDraft(props.uid, props.draftName);
    props.onOpenChange(false);
  };
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description ?? t('candidates.reject.description')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" form={formId}>
            {t('candidates.reject.submit')}
          </Button>
        </>
      }
    >
      <RejectForm {...props} formId={formId} />
    </Dialog>
  );
}

function RejectForm({
  formId,
  draftName,
  uid,
  canShare,
  onReject,
  onOpenChange,
}: RejectDialogProps & { formId: string }) {
  const { t } = useTranslation();
  const form = useForm<RejectionInput>({
    resolver: formResolver(rejectionInputSchema),
    defaultValues: { reason: '', share: false },
  });
  const draft = useFormDraft(form, uid, draftName);
  const submit = form.handleSubmit((input) =>
    onReject({ ...input, share: canShare && input.share }).then(
      () => {
        draft.clear();
        onOpenChange(false);
      },
      () => undefined,
    ),
  );
  return (
    <form
      id={formId}
      className="stack"
      noValidate
      aria-label={t('candidates.reject.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {draft.restored ? <Alert tone="info">{t('candidates.reject.draftRestored')}</Alert> : null}
      <ReasonField control={form.control} />
      {canShare ? (
        <Controller
          control={form.control}
          name="share"
          render={({ field }) => (
            <Checkbox
              isSelected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={t('candidates.reject.shareHint')}
            >
              {t('candidates.reject.share')}
            </Checkbox>
          )}
        />
      ) : null}
    </form>
  );
}

/** A rejection's reason, bound to the form's `reason` field: required, at most reasonMax. */
export function ReasonField<Values extends FieldValues & { reason: string }>({
  control,
  rows = 4,
}: {
  control: Control<Values>;
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <LimitedTextField
      control={control}
      name={'reason' as Path<Values>}
      label={t('candidates.reject.reason')}
      hint={(limit) => t('candidates.reject.reasonHint', limit)}
      max={APPLICATION_LIMITS.reasonMax}
      rows={rows}
      isRequired
    />
  );
}
