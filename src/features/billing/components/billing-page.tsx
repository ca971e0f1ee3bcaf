import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useInvoices } from '../api/get-invoices';
import { useSubscription } from '../api/get-subscription';
import { formatDay } from '../lib/format';
import type { Subscription } from '../types';
import { ChangePlanDialog } from './change-plan-dialog';
import { InvoicesTable } from './invoices-table';
import { NextRenewal } from './next-renewal';
import { usePlanPriceText } from './plan-price';
import './billing.css';

interface BillingPageProps {
  companyId: string;
}

/**
 * The company's billing: the current plan (price, interval, status, renewal day, card), the next
 * renewal with the feedback discount when one was earned, a pending plan change, changing the
 * plan, and the invoices. Everything here is written by the server; the screen only reads.
 */
export function BillingPage({ companyId }: BillingPageProps) {
  const { t } = useTranslation();
  const subscription = useSubscription(companyId);
  const invoices = useInvoices(companyId);
  return (
    <QueryState query={subscription} failed={t('billing.loadError')}>
      {(current) =>
        current ? (
          <Billing current={current} invoices={invoices} />
        ) : (
          <Alert tone="info">{t('billing.noSubscription')}</Alert>
        )
      }
    </QueryState>
  );
}

function Billing({
  current,
  invoices,
}: {
  current: Subscription;
  invoices: ReturnType<typeof useInvoices>;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const priceText = usePlanPriceText();
  const [changing, setChanging] = useState(false);
  const renewsOn = formatDay(current.renewsAt, locale);
  const card = current.paymentMethod;

  return (
    <div className="stack billing-page">
      <p className="lead">{t('billing.intro')}</p>

      {current.status === 'past_due' ? (
        <Alert tone="error" title={t('billing.pastDue.title')}>
          {t('billing.pastDue.message')}
        </Alert>
      ) : null}

      <div className="billing-summary">
        <Card aria-labelledby="billing-current-heading">
          <h2 id="billing-current-heading">{t('billing.current.title')}</h2>
          <dl className="billing-facts">
            <div>
              <dt>{t('billing.current.plan')}</dt>
              <dd>{t(`billing.plans.${current.plan}.name`)}</dd>
            </div>
            <div>
              <dt>{t('billing.current.price')}</dt>
              <dd>{priceText(current.plan, current.interval, current.currency)}</dd>
            </div>
            <div>
              <dt>{t('billing.current.interval')}</dt>
              <dd>{t(`billing.intervals.${current.interval}`)}</dd>
            </div>
            <div>
              <dt>{t('billing.current.status')}</dt>
              <dd>
                <span
                  className={
                    current.status === 'active' ? 'badge badge-success' : 'badge badge-danger'
                  }
                >
                  {t(`billing.statuses.${current.status}`)}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('billing.current.renewsOn')}</dt>
              <dd>{renewsOn}</dd>
            </div>
            <div>
              <dt>{t('billing.current.paymentMethod')}</dt>
              <dd>
                {card
                  ? t('billing.current.card', {
                      brand: card.brand.toUpperCase(),
                      last4: card.last4,
                    })
                  : t('billing.current.noCard')}
              </dd>
            </div>
          </dl>
          {current.pendingPlan && current.pendingInterval ? (
            <Alert tone="info" title={t('billing.pending.title')}>
              {t('billing.pending.message', {
                plan: t(`billing.plans.${current.pendingPlan}.name`),
                interval: t(`billing.intervals.${current.pendingInterval}`),
                date: renewsOn,
              })}
            </Alert>
          ) : null}
          <div className="billing-actions">
            <Button onClick={() => setChanging(true)} disabled={current.status === 'cancelled'}>
              {t('billing.change.open')}
            </Button>
          </div>
        </Card>

        <Card>
          <NextRenewal subscription={current} />
        </Card>
      </div>

      <Card aria-labelledby="billing-invoices-heading">
        <div className="billing-section-head">
          <h2 id="billing-invoices-heading">{t('billing.invoices.title')}</h2>
          {invoices.isSuccess ? (
            <span className="muted">
              {t('billing.invoices.count', { count: invoices.data.length })}
            </span>
          ) : null}
        </div>
        <QueryState query={invoices} failed={t('billing.invoices.loadError')}>
          {(list) => <InvoicesTable invoices={list} />}
        </QueryState>
      </Card>

      {changing ? (
        <ChangePlanDialog subscription={current} isOpen={changing} onOpenChange={setChanging} />
      ) : null}
    </div>
  );
}
