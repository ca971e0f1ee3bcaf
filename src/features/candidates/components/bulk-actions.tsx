// The candidates list's bulk actions: with candidates selected, a bar says how many and offers
// "Move to", "Reject" (with the rejection mail; the reason shared or not) and "Add a note", each
// confirmed in a dialog; the server does each candidate on its own, and the report says how many
// were done, which failed and why, with "Retry the failed".
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamNoteInputSchema } from '@contracts/application';
import {
  BULK_ACTION_LIMITS,
  BULK_MOVE_STAGES,
  type BulkAction,
  type BulkItemResult,
} from '@contracts/bulk-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Menu, MenuButton, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useFormat } from '@/lib/format/use-format';
import { formResolver } from '@/lib/forms/form-resolver';
import { draftNames } from '../constants';
import { useBulkRuns, type BulkRunReport } from '../hooks/use-bulk-runs';
import { RejectDialog } from './reject-dialog';
import { NoteField } from './team-notes';
import { useStageLabel } from './stage-badge';

/** A selected candidate as the bar needs them. */
export interface BulkCandidate {
  id: string;
  name: string;
  /** An applicant (with an account) can read a shared reason; a pool candidate cannot. */
  applicant: boolean;
}

/** The settings every selected candidate's booking link is made with. */
export type BulkBookingLink = Extract<BulkAction, { kind: 'bookingLink' }>['link'];

/**
 * The booking link's form, from the screen that composes this bar (the scheduling feature's):
 * it submits as `formId`, hands its settings to `onSend`, and calls `onReady` once it is on the
 * page (its code may load first; until then the dialog's send button waits, so a press is never
 * lost on a form that is not there yet).
 */
export type RenderBookingForm = (props: {
  formId: string;
  onSend: (link: BulkBookingLink) => Promise<unknown>;
  onReady: () => void;
}) => ReactNode;

interface BulkActionsProps {
  companyId: string;
  uid: string;
  selected: readonly BulkCandidate[];
  /** After a run: the candidates still selected (those that failed). */
  onSelect: (ids: Set<string>) => void;
  /** "Send booking links", for a member who may schedule interviews. */
  renderBookingForm?: RenderBookingForm | undefined;
}

type MoveAction = Extract<BulkAction, { kind: 'move' }>;
type Step = { kind: 'move'; action: MoveAction } | { kind: 'reject' | 'note' | 'booking' };

/** The bar over the selected candidates, its dialogs and the report of the last run. */
export function BulkActions({
  companyId,
  uid,
  selected,
  onSelect,
  renderBookingForm,
}: BulkActionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const stageLabel = useStageLabel('team');
  const runs = useBulkRuns(companyId);
  const [step, setStep] = useState<Step | null>(null);
  const count = selected.length;
  const tooMany = count > BULK_ACTION_LIMITS.applicationsMax;

  /** Runs `action` on the selection; the failed stay selected. A refusal keeps the dialog open. */
  const run = async (action: BulkAction) => {
    const names = new Map(selected.map((candidate) => [candidate.id, candidate.name]));
    const applicationIds = selected.map((candidate) => candidate.id);
    const next = await runs.run({ companyId, applicationIds, action }, names);
    onSelect(failedIds(next.outcome.items));
  };

  const retry = async () => {
    const next = await runs.retry();
    if (next) onSelect(failedIds(next.outcome.items));
  };

  const applicants = selected.some((candidate) => candidate.applicant);
  return (
    <div className="stack bulk-actions">
      <section className="bulk-bar" aria-label={t('candidates.bulk.label')}>
        <p className="bulk-count" role="status" aria-live="polite">
          {t('candidates.bulk.selected', { count })}
        </p>
        {count > 0 ? (
          <div className="bulk-buttons">
            <MenuTrigger>
              <MenuButton variant="secondary" isDisabled={tooMany || runs.busy}>
                {t('candidates.bulk.move')}
              </MenuButton>
              <Menu
                aria-label={t('candidates.bulk.moveMenu', { count })}
                onAction={(id) => {
                  const to = BULK_MOVE_STAGES.find((stage) => stage === id);
                  if (to) setStep({ kind: 'move', action: { kind: 'move', to } });
                }}
              >
                {BULK_MOVE_STAGES.map((stage) => (
                  <MenuItem key={stage} id={stage}>
                    {stageLabel(stage)}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
            <Button
              variant="danger"
              disabled={tooMany || runs.busy}
              onClick={() => setStep({ kind: 'reject' })}
            >
              {t('candidates.bulk.reject')}
            </Button>
            <Button
              variant="secondary"
              disabled={tooMany || runs.busy}
              onClick={() => setStep({ kind: 'note' })}
            >
              {t('candidates.bulk.note')}
            </Button>
            {renderBookingForm ? (
              <Button
                variant="secondary"
                disabled={tooMany || runs.busy}
                onClick={() => setStep({ kind: 'booking' })}
              >
                {t('candidates.bulk.booking')}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => onSelect(new Set())}>
              {t('candidates.bulk.clear')}
            </Button>
          </div>
        ) : null}
        {tooMany ? (
          <p className="field-hint">
            {t('candidates.bulk.tooMany', {
              max: format.number(BULK_ACTION_LIMITS.applicationsMax),
            })}
          </p>
        ) : null}
      </section>
      {runs.report ? (
        <BulkReport
          report={runs.report}
          busy={runs.busy}
          onRetry={() => void retry()}
          onDismiss={runs.dismiss}
        />
      ) : null}
      <ConfirmDialog
        isOpen={step?.kind === 'move'}
        onOpenChange={(open) => (open ? undefined : setStep(null))}
        title={t('candidates.bulk.moveTitle', {
          count,
          stage: step?.kind === 'move' ? stageLabel(step.action.to) : '',
        })}
        message={t('candidates.bulk.moveMessage')}
        confirmLabel={t('candidates.bulk.moveConfirm', { count })}
        onConfirm={() => (step?.kind === 'move' ? run(step.action) : undefined)}
      />
      <RejectDialog
        isOpen={step?.kind === 'reject'}
        onOpenChange={(open) => (open ? undefined : setStep(null))}
        title={t('candidates.bulk.rejectTitle', { count })}
        description={t('candidates.bulk.rejectDescription')}
        uid={uid}
        draftName={draftNames.bulkRejection}
        canShare={applicants}
        onReject={({ reason, share }) => run({ kind: 'reject', reason, share })}
      />
      {renderBookingForm ? (
        <BookingDialog
          isOpen={step?.kind === 'booking'}
          onOpenChange={(open) => (open ? undefined : setStep(null))}
          count={count}
          busy={runs.busy}
          renderForm={(formId, onReady) =>
            renderBookingForm({
              formId,
              onReady,
              onSend: async (link) => {
                await run({ kind: 'bookingLink', link });
                setStep(null);
              },
            })
          }
        />
      ) : null}
      <NoteDialog
        isOpen={step?.kind === 'note'}
        onOpenChange={(open) => (open ? undefined : setStep(null))}
        count={count}
        uid={uid}
        onNote={(text) => run({ kind: 'note', text })}
      />
    </div>
  );
}

const failedIds = (items: readonly BulkItemResult[]) =>
  new Set(items.filter((item) => item.status === 'failed').map((item) => item.applicationId));

/** "48 done, 2 failed", which failed and why, and "Retry the failed". */
export function BulkReport({
  report,
  busy,
  onRetry,
  onDismiss,
}: {
  report: BulkRunReport;
  busy: boolean;
  onRetry: () => void;
  /** "Dismiss" in the report (a dialog showing it has its own). */
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const failed = report.outcome.items.filter((item) => item.status === 'failed');
  const done = report.outcome.items.length - failed.length;
  return (
    <Alert
      tone={failed.length > 0 ? 'warning' : 'success'}
      title={t('candidates.bulk.summary', {
        done: format.number(done),
        failed: format.number(failed.length),
      })}
    >
      {failed.length > 0 ? (
        <ul className="bulk-failures" aria-label={t('candidates.bulk.failedList')}>
          {failed.map((item) => (
            <li key={item.applicationId}>
              {t('candidates.bulk.failure', {
                name: report.names.get(item.applicationId) || t('candidates.unnamed'),
                reason: t(`candidates.bulk.failures.${item.reason ?? 'failed'}`),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="bulk-buttons">
        {failed.length > 0 ? (
          <Button variant="secondary" busy={busy} onClick={onRetry}>
            {t('candidates.bulk.retry')}
          </Button>
        ) : null}
        {onDismiss ? (
          <Button variant="ghost" onClick={onDismiss}>
            {t('candidates.bulk.dismiss')}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

/** "Send booking links": each selected candidate gets a link of their own, by mail. */
function BookingDialog({
  isOpen,
  onOpenChange,
  count,
  busy,
  renderForm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  count: number;
  busy: boolean;
  renderForm: (formId: string, onReady: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  // the form mounts again at each opening (and stays ready while the dialog fades out)
  const [ready, setReady] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setReady(false);
  }
  const markReady = useCallback(() => setReady(true), []);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (busy ? undefined : onOpenChange(open))}
      size="lg"
      title={t('candidates.bulk.bookingTitle', { count })}
      description={t('candidates.bulk.bookingDescription')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy || !ready}>
            {t('candidates.bulk.bookingSubmit', { count })}
          </Button>
        </>
      }
    >
      {renderForm(formId, markReady)}
    </Dialog>
  );
}

/** "Add a note" to every selected candidate; the text is kept as a draft while typed. */
function NoteDialog({
  isOpen,
  onOpenChange,
  count,
  uid,
  onNote,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  count: number;
  uid: string;
  onNote: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('candidates.bulk.noteTitle', { count })}
      description={t('candidates.notes.teamOnly')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('candidates.notes.submit')}
          </Button>
        </>
      }
    >
      <NoteForm formId={formId} uid={uid} onNote={onNote} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function NoteForm({
  formId,
  uid,
  onNote,
  onDone,
}: {
  formId: string;
  uid: string;
  onNote: (text: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: formResolver(teamNoteInputSchema),
    defaultValues: { text: '' },
  });
  const draft = useFormDraft(form, uid, draftNames.bulkNote);
  const submit = form.handleSubmit(({ text }) =>
    onNote(text).then(
      () => {
        draft.clear();
        onDone();
      },
      () => undefined,
    ),
  );
  return (
    <form
      id={formId}
      className="stack"
      noValidate
      aria-label={t('candidates.notes.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {draft.restored ? <Alert tone="info">{t('candidates.notes.draftRestored')}</Alert> : null}
      <NoteField control={form.control} rows={4} isRequired />
    </form>
  );
}
