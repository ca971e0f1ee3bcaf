// Closing a posting, with its open candidates in mind: the dialog counts the candidates still
// waiting on it (neither rejected nor hired) and offers to notify them all in the same step, a
// bulk rejection with the rejection mail and a reason shared with them (a polite default, kept as
// a draft while edited). The posting is closed first; the report of the notifications follows.
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { APPLICATION_LIMITS } from '@contracts/application';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { formResolver } from '@/lib/forms/form-resolver';
import { useCompanyApplications } from '../api/list-company-applications';
import { draftNames, SETTLED_STAGES } from '../constants';
import type { Application } from '../types';
import { useBulkRuns } from '../hooks/use-bulk-runs';
import { BulkReport } from './bulk-actions';
import { ReasonField } from './reject-dialog';

interface ClosePostingDialogProps {
  companyId: string;
  /** The signed-in team member: the reason being edited is kept as their draft. */
  uid: string;
  posting: { id: string; title: string };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes the posting; rejects when it could not. */
  close: () => Promise<void>;
}

/** Whether to notify, and the reason they read: required when notifying. */
const closingSchema = z
  .object({
    notify: z.boolean(),
    reason: z.string().check(z.trim(), z.maxLength(APPLICATION_LIMITS.reasonMax)),
  })
  .check(
    z.refine((value) => !value.notify || value.reason.length > 0, {
      error: 'A rejection needs a reason',
      path: ['reason'],
    }),
  );
type ClosingInput = z.infer<typeof closingSchema>;

const isOpenApplication = (application: Application) => !SETTLED_STAGES.includes(application.stage);

/** "Close …?" with "Notify the N open candidates (rejection mail)". */
export function ClosePostingDialog(props: ClosePostingDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const applications = useCompanyApplications(
    props.isOpen ? props.companyId : null,
    props.posting.id,
  );
  const runs = useBulkRuns(props.companyId);
  const [closeFailed, setCloseFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = () => {
    runs.dismiss();
    props.onOpenChange(false);
  };

  const submit = async (input: ClosingInput, open: readonly Application[]) => {
    setBusy(true);
    setCloseFailed(false);
    try {
      await props.close();
    } catch {
      setCloseFailed(true);
      setBusy(false);
      throw new Error('not closed');
    }
    try {
      if (!input.notify || open.length === 0) return done();
      await runs.run(
        {
          companyId: props.companyId,
          applicationIds: open.map((application) => application.id),
          action: { kind: 'reject', reason: input.reason, share: true },
        },
        new Map(open.map((application) => [application.id, application.candidate.name])),
      );
    } catch {
      // the posting is closed and the toast says the candidates were not told
      done();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : busy ? undefined : done())}
      title={t('candidates.closing.title', { title: props.posting.title })}
      description={t('candidates.closing.message')}
      actions={
        runs.report ? (
          <Button onClick={done}>{t('candidates.bulk.dismiss')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={done} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={busy}>
              {t('candidates.closing.confirm')}
            </Button>
          </>
        )
      }
    >
      {closeFailed ? <Alert tone="error">{t('candidates.closing.closeFailed')}</Alert> : null}
      {runs.report ? (
        <BulkReport report={runs.report} busy={runs.busy} onRetry={() => void runs.retry()} />
      ) : (
        <QueryState query={applications} failed={t('candidates.closing.loadFailed')}>
          {(list) => (
            <ClosingForm
              formId={formId}
              uid={props.uid}
              jobId={props.posting.id}
              open={list.filter(isOpenApplication)}
              onSubmit={submit}
            />
          )}
        </QueryState>
      )}
    </Dialog>
  );
}

function ClosingForm({
  formId,
  uid,
  jobId,
  open,
  onSubmit,
}: {
  formId: string;
  uid: string;
  jobId: string;
  open: readonly Application[];
  onSubmit: (input: ClosingInput, open: readonly Application[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<ClosingInput>({
    resolver: formResolver(closingSchema),
    defaultValues: { notify: open.length > 0, reason: t('candidates.closing.reasonDefault') },
  });
  const draft = useFormDraft(form, uid, draftNames.closingRejection(jobId));
  const notify = form.watch('notify');
  const submit = form.handleSubmit((input) =>
    onSubmit(input, open).then(
      () => draft.clear(),
      () => undefined,
    ),
  );
  return (
    <form
      id={formId}
      className="stack"
      noValidate
      aria-label={t('candidates.closing.confirm')}
      onSubmit={(event) => void submit(event)}
    >
      {open.length === 0 ? (
        <p className="muted">{t('candidates.closing.none')}</p>
      ) : (
        <>
          <Controller
            control={form.control}
            name="notify"
            render={({ field }) => (
              <Checkbox
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                description={t('candidates.closing.notifyHint')}
              >
                {t('candidates.closing.notify', { count: open.length })}
              </Checkbox>
            )}
          />
          {notify ? <ReasonField control={form.control} rows={3} /> : null}
        </>
      )}
    </form>
  );
}
