// A company's response rate beside its posting, for job seekers: how often it answers within the
// days it promises, with what that means and how it is worked out. Shown only once the server
// has a rate (enough judged applications); nothing for market postings without a company.
import { useTranslation } from 'react-i18next';
import { RESPONSE_RATE_WINDOW_DAYS } from '@contracts/response-promise';
import { useFormat } from '@/lib/format/use-format';
import { useCompanyStats } from '../api/get-company-stats';

export function ResponseRate({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useCompanyStats(companyId);
  const rate = stats.data?.responseRate;
  if (rate === null || rate === undefined || !stats.data) return null;
  const days = stats.data.promiseDays;
  return (
    <div className="response-rate">
      <p>
        <strong>{t('jobs.responseRate.rate', { rate: format.percent(rate), count: days })}</strong>
      </p>
      <details>
        <summary>{t('jobs.responseRate.what')}</summary>
        <p className="muted">
          {t('jobs.responseRate.explain', { count: days, window: RESPONSE_RATE_WINDOW_DAYS })}
        </p>
      </details>
    </div>
  );
}
