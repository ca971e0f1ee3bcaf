import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface SecretDialogProps {
  /** The secret the server answered; the dialog is open while set. */
  secret: string | null;
  /** Closing forgets the secret: it is never shown again. */
  onClose: () => void;
}

/** Shows a webhook's signing secret once, with a copy button. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const close = () => {
    setCopied('no');
    onClose();
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog
      isOpen={secret !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('integrations.secret.title')}
      description={t('integrations.secret.description')}
      isKeyboardDismissDisabled
      actions={
        <Button onClick={close} data-autofocus>
          {t('integrations.secret.done')}
        </Button>
      }
    >
      <div className="stack">
        <Alert tone="warning">{t('integrations.secret.onlyOnce')}</Alert>
        <div className="integrations-secret">
          <code aria-label={t('integrations.secret.label')} dir="ltr">
            {secret}
          </code>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('integrations.secret.copy')}
          </Button>
        </div>
        <p role="status" className="muted">
          {copied === 'yes'
            ? t('integrations.secret.copied')
            : copied === 'failed'
              ? t('integrations.secret.copyFailed')
              : ''}
        </p>
      </div>
    </Dialog>
  );
}
