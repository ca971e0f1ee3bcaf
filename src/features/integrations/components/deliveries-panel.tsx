import { useTranslation } from 'react-i18next';
import { WEBHOOK_LIMITS } from '@contracts/integrations';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveriesState } from '../api/watch-deliveries';
import { prettyPayload, STATUS_TONES } from '../lib/webhook-form';
import type { WebhookDelivery } from '../types';
import { useDateTime } from '../hooks/use-date-time';

/** The recent deliveries, newest first, each opening onto its tries and payload. */
export function DeliveriesPanel({ state }: { state: DeliveriesState }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error') {
    return <Alert tone="error">{t('integrations.deliveries.loadError')}</Alert>;
  }
  if (state.deliveries.length === 0) {
    return <p className="muted">{t('integrations.deliveries.empty')}</p>;
  }
  return (
    <>
      <p className="muted">
        {t('integrations.deliveries.intro', { count: WEBHOOK_LIMITS.recentDeliveries })}
      </p>
      <ul className="integrations-deliveries" aria-label={t('integrations.deliveries.title')}>
        {state.deliveries.map((delivery) => (
          <li key={delivery.id}>
            <DeliveryItem delivery={delivery} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const waiting = delivery.status === 'retrying' || delivery.status === 'pending';
  return (
    <details className="integrations-delivery">
      <summary>
        <span className={`badge ${STATUS_TONES[delivery.status]}`}>
          {t(`integrations.deliveries.status.${delivery.status}`)}
        </span>
        <code dir="ltr">{delivery.type}</code>
        <span dir="ltr" className="integrations-url muted">
          {delivery.url}
        </span>
        <time dateTime={delivery.createdAt} className="muted">
          {dateTime(delivery.createdAt)}
        </time>
      </summary>
      <dl className="integrations-facts">
        <div>
          <dt>{t('integrations.deliveries.attempts')}</dt>
          <dd>{delivery.attempts}</dd>
        </div>
        <div>
          <dt>{t('integrations.deliveries.lastStatusCode')}</dt>
          <dd>{delivery.lastStatusCode ?? '—'}</dd>
        </div>
        {delivery.lastDurationMs !== null ? (
          <div>
            <dt>{t('integrations.deliveries.duration')}</dt>
            <dd>{t('integrations.deliveries.milliseconds', { count: delivery.lastDurationMs })}</dd>
          </div>
        ) : null}
        {waiting ? (
          <div>
            <dt>{t('integrations.deliveries.nextAttempt')}</dt>
            <dd>{dateTime(delivery.nextAttemptAt)}</dd>
          </div>
        ) : null}
        {delivery.deliveredAt ? (
          <div>
            <dt>{t('integrations.deliveries.deliveredAt')}</dt>
            <dd>{dateTime(delivery.deliveredAt)}</dd>
          </div>
        ) : null}
        {delivery.lastError ? (
          <div>
            <dt>{t('integrations.deliveries.lastError')}</dt>
            <dd dir="ltr">{delivery.lastError}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('integrations.deliveries.id')}</dt>
          <dd dir="ltr">
            <code>{delivery.id}</code>
          </dd>
        </div>
      </dl>
      <p className="integrations-payload-label">{t('integrations.deliveries.payload')}</p>
      <pre className="integrations-code" dir="ltr">
        {prettyPayload(delivery.payload)}
      </pre>
    </details>
  );
}
