import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NumberField } from '@/components/ui/number-field';
import { LazyTable } from '@/components/ui/lazy-table';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { useUserActivity } from '../api/get-user-activity';
import {
  AUDIT_RETENTION_DAYS,
  USER_ACTIVITY_DAYS,
  USER_ACTIVITY_LIMIT,
  USER_ACTIVITY_RECENT,
} from '../constants';
import { FILTER_ID_MAX_LENGTH } from '../lib/audit-filters';
import { topActions } from '../lib/audit-reports';
import type { AuditEntry } from '../types';
import { useAuditFormat } from '../hooks/use-audit-format';
import { AuditEntriesTable } from './audit-entries-table';

const activitySchema = z.object({
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(FILTER_ID_MAX_LENGTH)),
  days: z.int().check(z.gte(1), z.lte(AUDIT_RETENTION_DAYS)),
});
type ActivityForm = z.infer<typeof activitySchema>;

interface UserActivityProps {
  /** A person to show at once (e.g. from an entry's detail). */
  initialUserId?: string;
  onOpenEntry: (entry: AuditEntry) => void;
  now?: number;
}

/**
 * One person's activity summary: the last 30 days by default, up to 100 entries, counted by
 * action, and the 10 most recent.
 */
export function UserActivity({ initialUserId = '', onOpenEntry, now }: UserActivityProps) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const errorText = useFormErrorText();
  const [shown, setShown] = useState({ userId: initialUserId, days: USER_ACTIVITY_DAYS });
  const form = useForm<ActivityForm>({
    resolver: formResolver(activitySchema),
    defaultValues: { userId: initialUserId, days: USER_ACTIVITY_DAYS },
  });
  const field = useFieldProps(form);
  useEffect(() => {
    if (!initialUserId) return;
    form.setValue('userId', initialUserId);
    setShown((current) => ({ ...current, userId: initialUserId }));
  }, [initialUserId, form]);
  const activity = useUserActivity(shown.userId, shown.days, now);
  const summary = activity.data;

  return (
    <div className="stack">
      <Card>
        <form
          className="filter-grid"
          noValidate
          aria-label={t('audit.activity.form')}
          onSubmit={(event) => void form.handleSubmit(setShown)(event)}
        >
          <TextField label={t('audit.filters.userId')} autoComplete="off" {...field('userId')} />
          <Controller
            control={form.control}
            name="days"
            render={({ field, fieldState }) => (
              <NumberField
                label={t('audit.activity.days')}
                error={errorText(fieldState.error)}
                minValue={1}
                maxValue={AUDIT_RETENTION_DAYS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <div className="filter-actions">
            <Button type="submit">{t('audit.activity.show')}</Button>
          </div>
        </form>
        <p className="muted">
          {t('audit.activity.hint', {
            count: USER_ACTIVITY_LIMIT,
            limit: format.number(USER_ACTIVITY_LIMIT),
            recent: format.number(USER_ACTIVITY_RECENT),
          })}
        </p>
      </Card>

      {shown.userId ? (
        <QueryState query={activity} failed={t('audit.loadError')} />
      ) : (
        <p className="muted">{t('audit.activity.prompt')}</p>
      )}
      {summary ? (
        <Card aria-labelledby="audit-activity-heading">
          <h2 id="audit-activity-heading" className="audit-section-title">
            {t('audit.activity.title', { user: summary.userId })}
          </h2>
          <p className="audit-summary">
            {summary.total >= USER_ACTIVITY_LIMIT
              ? t('audit.activity.totalAtLimit', {
                  limit: format.number(USER_ACTIVITY_LIMIT),
                  count: shown.days,
                })
              : t('audit.activity.total', {
                  count: summary.total,
                  total: format.number(summary.total),
                  days: format.number(shown.days),
                })}
          </p>
          {summary.total === 0 ? null : (
            <>
              <LazyTable
                label={t('audit.activity.byAction')}
                showLabel
                columns={[
                  {
                    id: 'action',
                    header: t('audit.columns.action'),
                    cell: ([action]) => format.action(action),
                  },
                  {
                    id: 'entries',
                    header: t('audit.reports.entries'),
                    cell: ([, count]) => format.number(count),
                  },
                ]}
                rows={topActions(summary.byAction)}
                rowId={([action]) => action}
              />
              <AuditEntriesTable
                label={t('audit.activity.recent', { count: summary.recent.length })}
                showLabel
                entries={summary.recent}
                columns={['time', 'action', 'role', 'result']}
                onOpenEntry={onOpenEntry}
              />
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
}
