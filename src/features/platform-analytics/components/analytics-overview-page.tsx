import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { LazyTable, usePreloadTable } from '@/components/ui/lazy-table';
import { TextField } from '@/components/ui/text-field';
import { WEB_VITAL_NAMES, type WebVitalName } from '@contracts/analytics';
import type { AnalyticsOverview } from '@contracts/platform-analytics';
import { useFormat } from '@/lib/format/use-format';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { lazy } from '@/lib/lazy-component';
import { useAnalyticsOverview } from '../api/get-overview';
import { defaultPeriod, periodFormSchema, toPeriod, type PeriodForm } from '../lib/period';
import './platform-analytics.css';

const EventsChart = lazy(() => import('./events-chart'));

const MILLISECONDS: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'millisecond',
  maximumFractionDigits: 0,
};
const SECONDS: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'second',
  maximumFractionDigits: 2,
};

/** How a metric's value reads: milliseconds or seconds, CLS without a unit. */
function useVitalFormat() {
  const format = useFormat();
  return (name: WebVitalName, value: number) =>
    name === 'CLS'
      ? format.number(value, { maximumFractionDigits: 3 })
      : value >= 1000
        ? format.number(value / 1000, SECONDS)
        : format.number(value, MILLISECONDS);
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
  const format = useFormat();
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
        <LazyTable
          label={t('platformAnalytics.pages.title')}
          className="analytics-table"
          columns={[
            {
              id: 'page',
              header: t('platformAnalytics.pages.page'),
              cell: (page) => <bdi dir="ltr">{page.path}</bdi>,
            },
            {
              id: 'samples',
              header: t('platformAnalytics.pages.samples'),
              cell: (page) => format.number(page.samples),
            },
            ...WEB_VITAL_NAMES.map((name) => ({
              id: name,
              header: name,
              cell: (page: AnalyticsOverview['pages'][number]) => {
                const value = page.p75[name];
                return value === undefined ? '–' : formatVital(name, value);
              },
            })),
          ]}
          rows={overview.pages}
          rowId={(page) => page.path}
        />
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
                      when: format.dateTime(error.lastSeenMs),
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
            formatNumber={(value) => format.number(value)}
          />
        </Suspense>
        <LazyTable
          label={t('platformAnalytics.events.title')}
          className="analytics-table"
          columns={[
            {
              id: 'name',
              header: t('platformAnalytics.events.name'),
              cell: (event) => <bdi dir="ltr">{event.name}</bdi>,
            },
            {
              id: 'count',
              header: t('platformAnalytics.events.count'),
              cell: (event) => format.number(event.count),
            },
          ]}
          rows={overview.events}
          rowId={(event) => event.name}
        />
      </Section>
      <Section
        id="api-heading"
        title={t('platformAnalytics.api.title')}
        empty={overview.api.length === 0}
      >
        <LazyTable
          label={t('platformAnalytics.api.title')}
          className="analytics-table"
          columns={[
            {
              id: 'endpoint',
              header: t('platformAnalytics.api.endpoint'),
              cell: (row) => <bdi dir="ltr">{row.endpoint}</bdi>,
            },
            {
              id: 'calls',
              header: t('platformAnalytics.api.calls'),
              cell: (row) => format.number(row.count),
            },
            { id: 'p50', header: 'p50', cell: (row) => format.number(row.p50, MILLISECONDS) },
            { id: 'p95', header: 'p95', cell: (row) => format.number(row.p95, MILLISECONDS) },
            {
              id: 'errorRate',
              header: t('platformAnalytics.api.errorRate'),
              cell: (row) => (
                <span className={row.errorRate > 0.05 ? 'analytics-bad' : undefined}>
                  {format.percent(row.errorRate, { maximumFractionDigits: 1 })}
                </span>
              ),
            },
          ]}
          rows={overview.api}
          rowId={(row) => row.endpoint}
        />
      </Section>
    </>
  );
}

/** The platform's health: web vitals, errors, events and API latency over a period. */
export function AnalyticsOverviewPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const [initial] = useState(() => defaultPeriod(now()));
  const [period, setPeriod] = useState(() => toPeriod(initial));
  const overview = useAnalyticsOverview(period);
  usePreloadTable();
  const form = useForm<PeriodForm>({
    resolver: formResolver(periodFormSchema),
    defaultValues: initial,
  });
  const { handleSubmit } = form;
  const field = useFieldProps(form);
  return (
    <div className="platform-analytics">
      <form
        className="analytics-period"
        aria-label={t('platformAnalytics.period')}
        onSubmit={(event) => void handleSubmit((form) => setPeriod(toPeriod(form)))(event)}
      >
        <TextField label={t('platformAnalytics.from')} type="date" {...field('from')} />
        <TextField label={t('platformAnalytics.to')} type="date" {...field('to')} />
        <Button type="submit">{t('platformAnalytics.show')}</Button>
      </form>
      <QueryState query={overview} failed={t('platformAnalytics.loadError')}>
        {(figures) => <Figures overview={figures} />}
      </QueryState>
    </div>
  );
}
