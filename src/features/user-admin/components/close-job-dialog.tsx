import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { ADMIN_REASON_MAX_LENGTH } from '@contracts/user-admin';
import { toast } from '@/lib/toast';
import { useCloseJobAsAdmin } from '../api/admin-actions';
import { useReasonText } from '../lib/refusals';

interface CloseJobDialogProps {
  /** The person whose company's posting it is (their details are read again after). */
  uid: string;
  posting: { id: string; title: string } | null;
  onClose: () => void;
}

/** Closing a company's posting as an administrator: the reason is required and recorded. */
export function CloseJobDialog({ uid, posting, onClose }: CloseJobDialogProps) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const close = useCloseJobAsAdmin(uid);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const finish = () => {
    setReason('');
    setMissing(false);
    close.reset();
    onClose();
  };
  const submit = async () => {
    if (!posting) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    try {
      await close.mutateAsync({ jobId: posting.id, reason: reason.trim() });
      toast.success({ title: t('userAdmin.closeJob.closed', { title: posting.title }) });
      finish();
    } catch {
      // the error shows in the dialog; the reason typed stays
    }
  };
  return (
    <Dialog
      isOpen={posting !== null}
      onOpenChange={(open) => {
        if (!open) finish();
      }}
      title={t('userAdmin.closeJob.title', { title: posting?.title ?? '' })}
      description={t('userAdmin.closeJob.description')}
      actions={
        <>
          <Button variant="secondary" onClick={finish}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={close.isPending} onClick={() => void submit()}>
            {t('userAdmin.closeJob.confirm')}
          </Button>
        </>
      }
    >
      {close.error ? <Alert tone="error">{reasonText(close.error)}</Alert> : null}
      <TextArea
        label={t('userAdmin.closeJob.reason')}
        description={t('userAdmin.closeJob.reasonHint', {
          count: ADMIN_REASON_MAX_LENGTH - reason.length,
        })}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setMissing(false);
        }}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        isRequired
        rows={4}
        error={missing ? t('forms.errors.required') : undefined}
      />
    </Dialog>
  );
}
