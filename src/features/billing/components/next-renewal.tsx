import { useTranslation } from 'react-i18next';
import { renewalCharge } from '@contracts/billing';
import { formatDay, formatMoney } from '../lib/format';
import type { Subscription } from '../types';

/**
 * What the next renewal will charge: the plan's price (the pending plan's, if a change waits),
 * the feedback discount when one has been earned for it, and the total. The server charges the
 * same figures (renewalCharge in contracts/billing.ts).
 */
export function NextRenewal({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const plan = subscription.pendingPlan ?? subscription.plan;
  const interval = subscription.pendingInterval ?? subscription.interval;
  const percent = subscription.upcomingDiscount?.percent ?? 0;
  const charge = renewalCharge({ plan, interval, discountPercent: percent });
  const money = (cents: number) => formatMoney(cents, subscription.currency, locale);

  return (
    <section aria-labelledby="billing-next-heading" className="billing-next">
      <h2 id="billing-next-heading">{t('billing.next.title')}</h2>
      <p className="muted">
        {t('billing.next.on', { date: formatDay(subscription.renewsAt, locale) })}
      </p>
      <dl className="billing-lines">
        <div>
          <dt>
            {t('billing.next.amount', {
              plan: t(`billing.plans.${plan}.name`),
              interval: t(`billing.intervals.${interval}`),
            })}
          </dt>
          <dd>{money(charge.amount)}</dd>
        </div>
        {percent > 0 ? (
          <div className="billing-discount">
            <dt>{t('billing.next.discount', { percent })}</dt>
            <dd>{money(-charge.discountAmount)}</dd>
          </div>
        ) : null}
        <div className="billing-total">
          <dt>{t('billing.next.total')}</dt>
          <dd>{money(charge.total)}</dd>
        </div>
      </dl>
      {percent === 0 ? <p className="muted">{t('billing.next.earnHint')}</p> : null}
    </section>
  );
}
