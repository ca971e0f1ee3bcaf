import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { downloadCsv } from '@/lib/csv';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import { useExportAuditLogs } from '../api/export-audit-logs';
import { auditLogPagesQueryOptions } from '../api/query-audit-logs';
import { AUDIT_ACTIONS, AUDIT_EXPORT_LIMIT } from '../constants';
import { auditCsvFileName } from '../lib/audit-csv';
import {
  EMPTY_FILTER_FORM,
  filtersSchema,
  toFilters,
  type AuditFilters,
  type FilterForm,
} from '../lib/audit-filters';
import type { AuditActor, AuditEntry } from '../types';
import { useAuditFormat } from '../hooks/use-audit-format';
import { AuditDateRange } from './audit-date-range';
import { AuditEntriesTable } from './audit-entries-table';

/** The explorer's filters as typed and as applied (kept by the page across its tabs). */
export interface ExplorerState {
  form: FilterForm;
  filters: AuditFilters;
}

export const EMPTY_EXPLORER_STATE: ExplorerState = { form: EMPTY_FILTER_FORM, filters: {} };

interface AuditExplorerProps {
  /** Who exports: the export is audited as their sensitive view. Null: no export. */
  actor: AuditActor | null;
  onOpenEntry: (entry: AuditEntry) => void;
  state?: ExplorerState;
  onStateChange?: (state: ExplorerState) => void;
  now?: () => Date;
}

/** The entries, newest first, filtered, a page at a time; each opens in its detail. */
export function AuditExplorer({
  actor,
  onOpenEntry,
  state: initial = EMPTY_EXPLORER_STATE,
  onStateChange,
  now = () => new Date(),
}: AuditExplorerProps) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const [filters, setOwnFilters] = useState<AuditFilters>(initial.filters);
  const form = useForm<FilterForm>({
    resolver: formResolver(filtersSchema),
    defaultValues: initial.form,
  });
  const { register, handleSubmit, reset } = form;
  const field = useFieldProps(form);
  const setFilters = (form: FilterForm, next: AuditFilters) => {
    setOwnFilters(next);
    onStateChange?.({ form, filters: next });
  };
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery(auditLogPagesQueryOptions(filters));
  const entries = pages.data?.pages.flat() ?? [];
  const exporter = useExportAuditLogs();

  const apply = handleSubmit((form) => {
    const next = toFilters(form);
    setFilters(form, next);
    // applying the same filters again means "show me what is new"
    void queryClient.invalidateQueries({ queryKey: auditLogPagesQueryOptions(next).queryKey });
  });

  const exportCsv = () => {
    if (!actor) return;
    exporter.mutate(
      { actor, filters, header: (column) => t(`audit.csv.${column}`) },
      {
        onSuccess: (result) => {
          downloadCsv(auditCsvFileName(now()), result.csv);
          const title = t('audit.export.done', {
            count: result.rows,
            total: format.number(result.rows),
          });
          toast.success(
            result.capped
              ? {
                  title,
                  description: t('audit.export.capped', {
                    limit: format.number(AUDIT_EXPORT_LIMIT),
                  }),
                }
              : { title },
          );
        },
        onError: () =>
          toast.error({ title: t('common.error'), description: t('audit.export.failed') }),
      },
    );
  };

  return (
    <div className="stack">
      <Card>
        <form
          className="filter-grid"
          noValidate
          onSubmit={(event) => void apply(event)}
          aria-label={t('audit.filters.legend')}
        >
          <TextField label={t('audit.filters.userId')} autoComplete="off" {...field('userId')} />
          <NativeSelect label={t('audit.filters.action')} {...register('action')}>
            <option value="">{t('audit.filters.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={t('audit.filters.targetId')}
            autoComplete="off"
            {...field('targetResourceId')}
          />
          <AuditDateRange from={field('from')} to={field('to')} />
          <div className="filter-actions">
            <Button type="submit">{t('audit.filters.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset(EMPTY_FILTER_FORM);
                setFilters(EMPTY_FILTER_FORM, {});
              }}
            >
              {t('audit.filters.reset')}
            </Button>
          </div>
        </form>
      </Card>

      <div className="audit-toolbar">
        <p className="muted audit-toolbar-text">
          {t('audit.export.hint', { limit: format.number(AUDIT_EXPORT_LIMIT) })}
        </p>
        <Button variant="secondary" busy={exporter.isPending} disabled={!actor} onClick={exportCsv}>
          {t('audit.export.button')}
        </Button>
      </div>

      <QueryState
        query={pages}
        failed={t('audit.loadError')}
        isEmpty={() => entries.length === 0}
        empty={<p className="muted">{t('audit.empty')}</p>}
      />
      {entries.length > 0 ? (
        <AuditEntriesTable
          label={t('audit.title')}
          entries={entries}
          columns={['time', 'action', 'user', 'role', 'result', 'target', 'link']}
          onOpenEntry={onOpenEntry}
        />
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
