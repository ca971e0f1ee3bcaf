import { useTranslation } from 'react-i18next';
import { FEEDBACK_DISCOUNT_PERCENT } from '@contracts/feedback';
import { formatRenewalDate } from '../lib/format-renewal-date';
import type { RenewalDiscount } from '../types';

/**
 * The thank-you state with the discount note: the recorded discount's renewal date once the
 * server has recorded it, the plain promise until then.
 */
export function ThankYouNote({ discount }: { discount: RenewalDiscount | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="feedback-thanks" role="status">
      <p className="feedback-thanks-title">
        <span aria-hidden="true">✓ </span>
        {t('feedback.thanks.title')}
      </p>
      <p>
        {discount
          ? t('feedback.thanks.discountOn', {
              percent: discount.percent,
              date: formatRenewalDate(discount.renewalDate, i18n.language),
            })
          : t('feedback.thanks.discount', { percent: FEEDBACK_DISCOUNT_PERCENT })}
      </p>
    </div>
  );
}

/** The discount already recorded for the next renewal, shown while giving more feedback. */
export function UpcomingDiscount({ discount }: { discount: RenewalDiscount | null }) {
  const { t, i18n } = useTranslation();
  if (!discount) return null;
  return (
    <p className="feedback-discount">
      {t('feedback.discount.upcoming', {
        percent: discount.percent,
        date: formatRenewalDate(discount.renewalDate, i18n.language),
      })}
    </p>
  );
}
