import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Webhook } from '../types';
import { useDateTime } from '../hooks/use-date-time';

export type WebhookAction = 'edit' | 'test' | 'rotate' | 'delete';

interface WebhooksTableProps {
  webhooks: readonly Webhook[];
  onAction: (action: WebhookAction, webhook: Webhook) => void;
  onToggle: (webhook: Webhook, active: boolean) => void;
  /** The webhook whose switch is being saved. */
  togglingId: string | null;
}

/** The company's webhooks: endpoint, events, on/off, secret hint, created, and actions. */
export function WebhooksTable({ webhooks, onAction, onToggle, togglingId }: WebhooksTableProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const columns = useMemo<TableColumn<Webhook>[]>(
    () => [
      {
        id: 'url',
        header: t('integrations.webhooks.columns.url'),
        isRowHeader: true,
        cell: (webhook) => (
          <span className="integrations-endpoint">
            <span dir="ltr" className="integrations-url">
              {webhook.url}
            </span>
            {webhook.description ? <span className="muted">{webhook.description}</span> : null}
          </span>
        ),
      },
      {
        id: 'events',
        header: t('integrations.webhooks.columns.events'),
        cell: (webhook) => (
          <ul className="integrations-chips" aria-label={t('integrations.webhooks.columns.events')}>
            {webhook.events.map((event) => (
              <li key={event} className="chip">
                {t(`integrations.events.${event}`)}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'active',
        header: t('integrations.webhooks.columns.active'),
        cell: (webhook) => (
          <Switch
            isSelected={webhook.active}
            isDisabled={togglingId === webhook.id}
            onChange={(active) => onToggle(webhook, active)}
          >
            <span className="visually-hidden">
              {t('integrations.webhooks.activeLabel', { url: webhook.url })}
            </span>
            <span aria-hidden="true">
              {webhook.active ? t('integrations.webhooks.on') : t('integrations.webhooks.off')}
            </span>
          </Switch>
        ),
      },
      {
        id: 'secret',
        header: t('integrations.webhooks.columns.secret'),
        cell: (webhook) => (
          <code
            dir="ltr"
            aria-label={t('integrations.webhooks.secretHint', { hint: webhook.secretHint })}
          >
            whsec_…{webhook.secretHint}
          </code>
        ),
      },
      {
        id: 'created',
        header: t('integrations.webhooks.columns.created'),
        cell: (webhook) => dateTime(webhook.createdAt),
        sortValue: (webhook) => webhook.createdAt,
      },
      {
        id: 'actions',
        header: t('integrations.webhooks.columns.actions'),
        cell: (webhook) => (
          <span className="integrations-row-actions">
            {(['edit', 'test', 'rotate', 'delete'] as const).map((action) => (
              <Button
                key={action}
                variant={action === 'delete' ? 'danger' : 'secondary'}
                onClick={() => onAction(action, webhook)}
                aria-label={t(`integrations.webhooks.actions.${action}Label`, { url: webhook.url })}
              >
                {t(`integrations.webhooks.actions.${action}`)}
              </Button>
            ))}
          </span>
        ),
      },
    ],
    [t, dateTime, onAction, onToggle, togglingId],
  );
  return (
    <Table
      label={t('integrations.webhooks.title')}
      columns={columns}
      rows={webhooks}
      rowId={(webhook) => webhook.id}
      emptyState={t('integrations.webhooks.empty')}
    />
  );
}
