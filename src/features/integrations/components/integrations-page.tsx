import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_LIMITS } from '@contracts/integrations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { deferredComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestEvent } from '../api/send-test-event';
import { useUpdateWebhook } from '../api/update-webhook';
import { useDeliveries, type watchDeliveries } from '../api/watch-deliveries';
import type { Webhook } from '../types';
import { DeliveriesPanel } from './deliveries-panel';
import { useReasonText } from '../lib/refusals';
import { SecretDialog } from './secret-dialog';
import { SignatureDocs } from './signature-docs';
import { WebhooksTable, type WebhookAction } from './webhooks-table';
import './integrations.css';

// the webhook form (and its form library) loads after the page has painted
const { Deferred: WebhookFormDialog, usePreload: usePreloadWebhookForm } = deferredComponent(() =>
  import('./webhook-form-dialog').then((module) => module.WebhookFormDialog),
);

interface IntegrationsPageProps {
  companyId: string;
  /** The emulator: http://localhost endpoints are allowed. */
  allowLocalHttp: boolean;
  /** Follows the deliveries (tests pass their own). */
  watch?: typeof watchDeliveries;
}

type Editing = { webhook: Webhook | null } | null;

/**
 * Webhooks (canManageIntegrations): the endpoints that receive the company's hiring events, their
 * secrets (shown once), the recent deliveries live, and how receivers verify a signature.
 */
export function IntegrationsPage({ companyId, allowLocalHttp, watch }: IntegrationsPageProps) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  usePreloadWebhookForm();
  const webhooks = useWebhooks(companyId);
  const deliveries = useDeliveries(companyId, watch);
  const update = useUpdateWebhook(companyId);
  const remove = useDeleteWebhook(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const sendTest = useSendTestEvent(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const onAction = useCallback(
    (action: WebhookAction, webhook: Webhook) => {
      setDialogError(null);
      if (action === 'edit') setEditing({ webhook });
      else if (action === 'delete') setDeleting(webhook);
      else if (action === 'rotate') setRotating(webhook);
      else {
        sendTest.mutate(webhook.id, {
          onSuccess: () => toast.success({ title: t('integrations.test.sent') }),
          onError: (failure) =>
            toast.error({ title: t('common.error'), description: reasonText(failure) }),
        });
      }
    },
    // reasonText is a new function each render; its text follows `t`
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sendTest.mutate, t],
  );

  const onToggle = useCallback(
    (webhook: Webhook, active: boolean) => {
      setTogglingId(webhook.id);
      update.mutate(
        { webhookId: webhook.id, active },
        {
          onSuccess: () =>
            toast.success({
              title: active
                ? t('integrations.webhooks.switchedOn')
                : t('integrations.webhooks.switchedOff'),
            }),
          onError: (failure) =>
            toast.error({ title: t('common.error'), description: reasonText(failure) }),
          onSettled: () => setTogglingId(null),
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update.mutate, t],
  );

  return (
    <QueryState query={webhooks} failed={t('integrations.loadError')}>
      {(list) => {
        const atLimit = list.length >= WEBHOOK_LIMITS.perCompany;

        return (
          <div className="stack integrations-page">
            <p className="lead">{t('integrations.intro')}</p>

            <Card aria-labelledby="integrations-webhooks-heading">
              <div className="integrations-section-head">
                <div>
                  <h2 id="integrations-webhooks-heading">{t('integrations.webhooks.title')}</h2>
                  <span className="muted">
                    {t('integrations.webhooks.count', {
                      count: list.length,
                      max: WEBHOOK_LIMITS.perCompany,
                    })}
                  </span>
                </div>
                <Button onClick={() => setEditing({ webhook: null })} disabled={atLimit}>
                  {t('integrations.webhooks.add')}
                </Button>
              </div>
              {atLimit ? (
                <Alert tone="info">
                  {t('integrations.webhooks.limit', { count: WEBHOOK_LIMITS.perCompany })}
                </Alert>
              ) : null}
              <WebhooksTable
                webhooks={list}
                onAction={onAction}
                onToggle={onToggle}
                togglingId={togglingId}
              />
            </Card>

            <Card aria-labelledby="integrations-deliveries-heading">
              <h2 id="integrations-deliveries-heading">{t('integrations.deliveries.title')}</h2>
              <DeliveriesPanel state={deliveries} />
            </Card>

            <Card aria-labelledby="integrations-docs-heading">
              <h2 id="integrations-docs-heading">{t('integrations.docs.title')}</h2>
              <SignatureDocs />
            </Card>

            <WebhookFormDialog
              companyId={companyId}
              isOpen={editing !== null}
              webhook={editing?.webhook ?? null}
              onClose={() => setEditing(null)}
              onCreated={setSecret}
              allowLocalHttp={allowLocalHttp}
            />
            <SecretDialog secret={secret} onClose={() => setSecret(null)} />
            <ConfirmDialog
              isOpen={rotating !== null}
              onOpenChange={(open) => {
                if (!open) setRotating(null);
              }}
              title={t('integrations.rotate.title')}
              message={t('integrations.rotate.message', { url: rotating?.url ?? '' })}
              confirmLabel={t('integrations.rotate.confirm')}
              error={dialogError}
              onConfirm={async () => {
                if (!rotating) return;
                setDialogError(null);
                try {
                  const answer = await rotate.mutateAsync(rotating.id);
                  setSecret(answer.secret);
                } catch (failure) {
                  setDialogError(reasonText(failure));
                  throw failure;
                }
              }}
            />
            <ConfirmDialog
              isOpen={deleting !== null}
              onOpenChange={(open) => {
                if (!open) setDeleting(null);
              }}
              title={t('integrations.delete.title')}
              message={t('integrations.delete.message', { url: deleting?.url ?? '' })}
              confirmLabel={t('integrations.delete.confirm')}
              destructive
              error={dialogError}
              onConfirm={async () => {
                if (!deleting) return;
                setDialogError(null);
                try {
                  await remove.mutateAsync(deleting.id);
                } catch (failure) {
                  setDialogError(reasonText(failure));
                  throw failure;
                }
                toast.success({ title: t('integrations.delete.deleted') });
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
