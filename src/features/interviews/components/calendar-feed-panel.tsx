import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format/use-format';
import { toast } from '@/lib/toast';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { useReasonText } from '../lib/refusals';

/**
 * The member's private calendar feed: a URL calendar apps subscribe to (their own interviews).
 * The URL is shown once, when it is created; replacing it makes the old one stop working, and
 * revoking stops it altogether.
 */
export function CalendarFeedPanel({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const reasonText = useReasonText();
  const feed = useCalendarFeed(uid);
  const create = useCreateCalendarFeed(uid);
  const revoke = useRevokeCalendarFeed(uid);
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const makeFeed = async () => {
    setFailure(null);
    try {
      const result = await create.mutateAsync();
      setUrl(result.url);
    } catch (error) {
      setFailure(reasonText(error));
      throw error;
    }
  };
  const stopFeed = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success({ title: t('interviews.feed.revoked') });
    } catch (error) {
      setFailure(reasonText(error));
      throw error;
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: t('interviews.feed.copied') });
    } catch {
      toast.error({ title: t('common.error'), description: t('interviews.feed.copyFailed') });
    }
  };

  if (feed.isPending) return <Spinner label={t('common.loading')} />;
  const active = feed.data ?? null;
  const since = active?.createdAt ? format.date(active.createdAt) : null;
  return (
    <div className="stack">
      <p className="field-hint">{t('interviews.feed.intro')}</p>
      {feed.isError ? <Alert tone="error" title={t('interviews.feed.loadFailed')} /> : null}
      {failure && !confirm ? <Alert tone="error">{failure}</Alert> : null}
      <p role="status">
        {active
          ? since
            ? t('interviews.feed.activeSince', { date: since })
            : t('interviews.feed.active')
          : t('interviews.feed.none')}
      </p>
      {url ? (
        <div className="stack feed-url">
          <Alert tone="warning" title={t('interviews.feed.privateTitle')}>
            {t('interviews.feed.private')}
          </Alert>
          <div className="inline-form">
            <TextField
              label={t('interviews.feed.url')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              description={t('interviews.feed.shownOnce')}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('interviews.feed.copy')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="button-row">
        {active ? (
          <>
            <Button variant="secondary" onClick={() => setConfirm('replace')}>
              {t('interviews.feed.replace')}
            </Button>
            <Button variant="danger" onClick={() => setConfirm('revoke')}>
              {t('interviews.feed.revoke')}
            </Button>
          </>
        ) : (
          <Button busy={create.isPending} onClick={() => void makeFeed().catch(() => undefined)}>
            {t('interviews.feed.create')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirm === 'replace'}
        onOpenChange={(open) => setConfirm(open ? 'replace' : null)}
        title={t('interviews.feed.replaceTitle')}
        message={t('interviews.feed.replaceMessage')}
        confirmLabel={t('interviews.feed.replace')}
        onConfirm={makeFeed}
        error={confirm === 'replace' ? failure : null}
      />
      <ConfirmDialog
        isOpen={confirm === 'revoke'}
        onOpenChange={(open) => setConfirm(open ? 'revoke' : null)}
        title={t('interviews.feed.revokeTitle')}
        message={t('interviews.feed.revokeMessage')}
        confirmLabel={t('interviews.feed.revoke')}
        destructive
        onConfirm={stopFeed}
        error={confirm === 'revoke' ? failure : null}
      />
    </div>
  );
}
