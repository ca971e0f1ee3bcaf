import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isRole } from '@contracts/roles';
import { formMessage, useFormErrorText } from '@/lib/forms/form-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import * as z from 'zod/mini';
import { securityEventsQueryOptions } from '../api/get-security-events';
import { auditLogPagesQueryOptions, type AuditFilters } from '../api/query-audit-logs';
import {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_DAYS,
  SECURITY_EVENT_ACTIONS,
  SECURITY_REVIEW_DAYS,
} from '../constants';
import type { AuditEntry } from '../types';

const filterFormSchema = z.object({
  userId: z.string(),
  action: z.string(),
  /** Dates as the date inputs give them: `2026-11-22`, or empty. */
  from: z.string(),
  to: z.string(),
});
type FilterForm = z.infer<typeof filterFormSchema>;

/** The range runs forwards; the error shows at "From". */
const filtersSchema = filterFormSchema.check(
  z.refine((form) => !form.from || !form.to || form.from <= form.to, {
    path: ['from'],
    error: formMessage('audit.invalidRange'),
  }),
);

const EMPTY_FORM: FilterForm = { userId: '', action: '', from: '', to: '' };

/** Form fields → query filters; dates cover whole local days. */
export function toFilters(form: FilterForm): AuditFilters {
  return {
    ...(form.userId.trim() ? { userId: form.userId.trim() } : {}),
    ...(form.action ? { action: form.action } : {}),
    ...(form.from ? { from: new Date(`${form.from}T00:00:00`) } : {}),
    ...(form.to ? { to: new Date(`${form.to}T23:59:59.999`) } : {}),
  };
}

function SecuritySummary() {
  const { t } = useTranslation();
  const { data } = useQuery(securityEventsQueryOptions());
  if (!data) return null;
  const counts = SECURITY_EVENT_ACTIONS.map(
    (action) => [action, data[action]?.length ?? 0] as const,
  ).filter(([, count]) => count > 0);
  return (
    <Card aria-labelledby="security-heading">
      <h2 id="security-heading">{t('audit.securityTitle', { days: SECURITY_REVIEW_DAYS })}</h2>
      {counts.length === 0 ? (
        <p className="muted">{t('audit.securityNone')}</p>
      ) : (
        <ul className="chip-list">
          {counts.map(([action, count]) => (
            <li key={action} className={action === 'SECURITY_ALERT' ? 'chip chip-alert' : 'chip'}>
              {t(`audit.actions.${action}`)} <strong>{count}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function EntryRow({
  entry,
  formatTime,
}: {
  entry: AuditEntry;
  formatTime: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const known = (AUDIT_ACTIONS as readonly string[]).includes(entry.action);
  return (
    <tr>
      <td>
        <time dateTime={entry.timestamp}>{formatTime(entry.timestamp)}</time>
      </td>
      <td>
        {known
          ? t(`audit.actions.${entry.action as (typeof AUDIT_ACTIONS)[number]}`)
          : entry.action}
      </td>
      <td className="cell-wrap">{entry.userEmail ?? entry.userId ?? '-'}</td>
      <td>{isRole(entry.userRole) ? t(`roles.${entry.userRole}`) : entry.userRole || '-'}</td>
      <td>
        <span className={entry.success ? 'badge badge-success' : 'badge badge-danger'}>
          {entry.success ? t('audit.succeeded') : t('audit.failed')}
        </span>
      </td>
      <td className="cell-wrap">
        {[entry.targetResource, entry.targetResourceId].filter(Boolean).join(' / ') || '-'}
      </td>
    </tr>
  );
}

/** The administrators' audit log: filters, newest entries first, more on demand. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterForm>({ resolver: formResolver(filtersSchema), defaultValues: EMPTY_FORM });
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery(auditLogPagesQueryOptions(filters));
  const entries = pages.data?.pages.flat() ?? [];
  const timeFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatTime = (iso: string) => (iso ? timeFormat.format(new Date(iso)) : '-');

  const apply = handleSubmit((form) => {
    const next = toFilters(form);
    setFilters(next);
    // applying the same filters again means "show me what is new"
    void queryClient.invalidateQueries({ queryKey: auditLogPagesQueryOptions(next).queryKey });
  });

  return (
    <div className="stack">
      <p className="lead">{t('audit.description', { days: AUDIT_RETENTION_DAYS })}</p>
      <SecuritySummary />
      <Card>
        <form
          className="filter-grid"
          noValidate
          onSubmit={(event) => void apply(event)}
          aria-label={t('audit.filters.legend')}
        >
          <TextField label={t('audit.filters.userId')} {...register('userId')} />
          <NativeSelect label={t('audit.filters.action')} {...register('action')}>
            <option value="">{t('audit.filters.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={t('audit.filters.from')}
            type="date"
            {...register('from')}
            error={errorText(errors.from)}
          />
          <TextField label={t('audit.filters.to')} type="date" {...register('to')} />
          <div className="filter-actions">
            <Button type="submit">{t('audit.filters.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset(EMPTY_FORM);
                setFilters({});
              }}
            >
              {t('audit.filters.reset')}
            </Button>
          </div>
        </form>
      </Card>
      {pages.isPending ? <Spinner label={t('common.loading')} /> : null}
      {pages.isError ? (
        <Alert tone="error" title={t('audit.loadError')}>
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {pages.isSuccess && entries.length === 0 ? <p className="muted">{t('audit.empty')}</p> : null}
      {entries.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.columns.time')}</th>
                <th scope="col">{t('audit.columns.action')}</th>
                <th scope="col">{t('audit.columns.user')}</th>
                <th scope="col">{t('audit.columns.role')}</th>
                <th scope="col">{t('audit.columns.result')}</th>
                <th scope="col">{t('audit.columns.target')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} formatTime={formatTime} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          busy={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('audit.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
