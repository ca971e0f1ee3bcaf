import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PLAN_IDS, type BillingInterval, type PlanId } from '@contracts/billing';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useChangePlan } from '../api/change-plan';
import { billingReason } from '../lib/refusals';
import { formatDay } from '../lib/format';
import type { Subscription } from '../types';
import { usePlanPriceText } from './plan-price';

interface ChangePlanDialogProps {
  subscription: Subscription;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const isPlan = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/**
 * "Change plan": the plans as radio cards with their price, a monthly / yearly switch; the
 * choice takes effect at the next renewal (nothing is charged now). It opens on the pending change,
 * if any; choosing the current plan and interval withdraws the change.
 */
export function ChangePlanDialog({ subscription, isOpen, onOpenChange }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const priceText = usePlanPriceText();
  const change = useChangePlan(subscription.companyId);
  const [plan, setPlan] = useState<PlanId>(subscription.pendingPlan ?? subscription.plan);
  const [interval, setInterval] = useState<BillingInterval>(
    subscription.pendingInterval ?? subscription.interval,
  );
  const [error, setError] = useState<string | null>(null);
  const busy = change.isPending;
  const isCurrent = plan === subscription.plan && interval === subscription.interval;
  const unchanged =
    plan === (subscription.pendingPlan ?? subscription.plan) &&
    interval === (subscription.pendingInterval ?? subscription.interval);

  const close = () => {
    if (busy) return;
    setError(null);
    onOpenChange(false);
  };

  const save = async () => {
    setError(null);
    try {
      await change.mutateAsync({ plan, interval });
    } catch (failure) {
      setError(t(`billing.errors.${billingReason(failure)}`));
      return;
    }
    toast.success({
      title: isCurrent
        ? t('billing.change.withdrawn')
        : t('billing.change.saved', {
            plan: t(`billing.plans.${plan}.name`),
            date: formatDay(subscription.renewsAt, locale),
          }),
    });
    onOpenChange(false);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="md"
      title={t('billing.change.title')}
      description={t('billing.change.description', {
        date: formatDay(subscription.renewsAt, locale),
      })}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Switch
          isSelected={interval === 'year'}
          onChange={(yearly) => setInterval(yearly ? 'year' : 'month')}
          description={t('billing.change.yearlyHint')}
        >
          {t('billing.change.yearly')}
        </Switch>
        <RadioGroup
          className="billing-plans"
          value={plan}
          onChange={(value) => {
            if (isPlan(value)) setPlan(value);
          }}
          isDisabled={busy}
        >
          <Label className="field-label">{t('billing.change.planLabel')}</Label>
          <div className="billing-plan-cards">
            {PLAN_IDS.map((id) => (
              <Radio key={id} value={id} className="billing-plan-card">
                <span className="billing-plan-name">
                  {t(`billing.plans.${id}.name`)}
                  {id === subscription.plan && interval === subscription.interval ? (
                    <span className="badge billing-badge-current">
                      {t('billing.change.current')}
                    </span>
                  ) : null}
                </span>
                <span className="billing-plan-price">{priceText(id, interval)}</span>
                <span className="muted">{t(`billing.plans.${id}.description`)}</span>
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className="ui-dialog-actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={unchanged}>
            {isCurrent && subscription.pendingPlan
              ? t('billing.change.withdraw')
              : t('billing.change.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
