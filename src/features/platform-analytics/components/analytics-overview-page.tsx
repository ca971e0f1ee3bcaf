import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { WEB_VITAL_NAMES, type WebVitalName } from '@contracts/analytics';
import type { AnalyticsOverview } from '@contracts/platform-analytics';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { lazy } from '@/lib/lazy-component';
import { useAnalyticsOverview } from '../api/get-overview';
import { defaultPeriod, periodFormSchema, toPeriod, type PeriodForm } from '../lib/period';
import './platform-analytics.css';
import { TableScroll } from '@/components/ui/table-scroll';

const EventsChart = lazy(() => import('./events-chart'));

/** How a metric's value reads: milliseconds or seconds, CLS without a unit. */
function useVitalFormat() {
  const { i18n } = useTranslation();
  const ms = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  });
  const seconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 2,
  });
  const unitless = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (name: WebVitalName, value: number) =>
    name === 'CLS'
      ? unitless.format(value)
      : value >= 1000
        ? seconds.format(value / 1000)
        : ms.format(value);
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="muted">{t('platformAnalytics.empty')}</p> : children}
    </Card>
  );
}

function Figures({ overview }: { overview: AnalyticsOverview }) {
  const { t, i18n } = useTranslation();
  const formatVital = useVitalFormat();
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const ms = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  });
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const truncated = Object.values(overview.truncated).some(Boolean);
  return (
    <>
      {truncated ? <Alert tone="warning">{t('platformAnalytics.truncated')}</Alert> : null}
      <Section
        id="vitals-heading"
        title={t('platformAnalytics.vitals.title')}
        empty={overview.vitals.length === 0}
      >
        <p className="muted">{t('platformAnalytics.vitals.hint')}</p>
        <ul className="vital-cards">
          {overview.vitals.map((vital) => (
            <li key={vital.name} className={`vital-card vital-${vital.rating}`}>
              <span className="vital-name">{vital.name}</span>
              <strong className="vital-value">{formatVital(vital.name, vital.p75)}</strong>
              <span className="vital-rating">{t(`platformAnalytics.ratings.${vital.rating}`)}</span>
              <span className="muted">
                {t('platformAnalytics.vitals.samples', { count: vital.samples })}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="pages-heading"
        title={t('platformAnalytics.pages.title')}
        empty={overview.pages.length === 0}
      >
        <TableScroll label={t('platformAnalytics.pages.title')} className="analytics-table-wrap">
          <table className="analytics-table">
            <caption className="visually-hidden">{t('platformAnalytics.pages.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('platformAnalytics.pages.page')}</th>
                <th scope="col">{t('platformAnalytics.pages.samples')}</th>
                {WEB_VITAL_NAMES.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.pages.map((page) => (
                <tr key={page.path}>
                  <th scope="row">
                    <bdi dir="ltr">{page.path}</bdi>
                  </th>
                  <td>{count.format(page.samples)}</td>
                  {WEB_VITAL_NAMES.map((name) => {
                    const value = page.p75[name];
                    return (
                      <td key={name}>{value === undefined ? '–' : formatVital(name, value)}</td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section
        id="errors-heading"
        title={t('platformAnalytics.errors.title')}
        empty={overview.errors.length === 0}
      >
        <ul className="error-groups">
          {overview.errors.map((error) => (
            <li key={error.message}>
              <details>
                <summary>
                  <bdi dir="ltr" className="error-message">
                    {error.message}
                  </bdi>{' '}
                  <span className="muted">
                    {t('platformAnalytics.errors.summary', {
                      count: error.count,
                      when: dateTime.format(error.lastSeenMs),
                    })}
                  </span>
                </summary>
                <p className="muted">
                  {t('platformAnalytics.errors.latestPage')} <bdi dir="ltr">{error.latestPath}</bdi>
                </p>
                <pre dir="ltr" className="error-stack">
                  {error.latestStack || t('platformAnalytics.errors.noStack')}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="events-heading"
        title={t('platformAnalytics.events.title')}
        empty={overview.events.length === 0}
      >
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <EventsChart
            events={overview.events}
            rtl={rtl}
            label={t('platformAnalytics.events.count')}
            formatNumber={(value) => count.format(value)}
          />
        </Suspense>
        <table className="analytics-table">
          <caption className="visually-hidden">{t('platformAnalytics.events.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('platformAnalytics.events.name')}</th>
              <th scope="col">{t('platformAnalytics.events.count')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.events.map((event) => (
              <tr key={event.name}>
                <th scope="row">
                  <bdi dir="ltr">{event.name}</bdi>
                </th>
                <td>{count.format(event.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section
        id="api-heading"
        title={t('platformAnalytics.api.title')}
        empty={overview.api.length === 0}
      >
        <TableScroll label={t('platformAnalytics.api.title')} className="analytics-table-wrap">
          <table className="analytics-table">
            <caption className="visually-hidden">{t('platformAnalytics.api.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('platformAnalytics.api.endpoint')}</th>
                <th scope="col">{t('platformAnalytics.api.calls')}</th>
                <th scope="col">p50</th>
                <th scope="col">p95</th>
                <th scope="col">{t('platformAnalytics.api.errorRate')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.api.map((row) => (
                <tr key={row.endpoint}>
                  <th scope="row">
                    <bdi dir="ltr">{row.endpoint}</bdi>
                  </th>
                  <td>{count.format(row.count)}</td>
                  <td>{ms.format(row.p50)}</td>
                  <td>{ms.format(row.p95)}</td>
                  <td className={row.errorRate > 0.05 ? 'analytics-bad' : undefined}>
                    {percent.format(row.errorRate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
    </>
  );
}

/** The platform's health: web vitals, errors, events and API latency over a period. */
export function AnalyticsOverviewPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const [initial] = useState(() => defaultPeriod(now()));
  const [period, setPeriod] = useState(() => toPeriod(initial));
  const overview = useAnalyticsOverview(period);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PeriodForm>({ resolver: formResolver(periodFormSchema), defaultValues: initial });
  return (
    <div className="platform-analytics">
      <form
        className="analytics-period"
        aria-label={t('platformAnalytics.period')}
        onSubmit={(event) => void handleSubmit((form) => setPeriod(toPeriod(form)))(event)}
      >
        <TextField
          label={t('platformAnalytics.from')}
          type="date"
          {...register('from')}
          error={errorText(errors.from)}
        />
        <TextField
          label={t('platformAnalytics.to')}
          type="date"
          {...register('to')}
          error={errorText(errors.to)}
        />
        <Button type="submit">{t('platformAnalytics.show')}</Button>
      </form>
      {overview.isError ? (
        <Alert tone="error" title={t('platformAnalytics.loadError')}>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : overview.data ? (
        <Figures overview={overview.data} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </div>
  );
}
