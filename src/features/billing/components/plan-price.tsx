import { useTranslation } from 'react-i18next';
import { planPrice, type BillingInterval, type Currency, type PlanId } from '@contracts/billing';
import { formatMoney } from '../lib/format';

/** "$79.00 / month": a plan's price for an interval in the interface language. */
export function usePlanPriceText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (plan: PlanId, interval: BillingInterval, currency: Currency = 'USD') =>
    t(`billing.perInterval.${interval}`, {
      price: formatMoney(planPrice(plan, interval), currency, locale),
    });
}
