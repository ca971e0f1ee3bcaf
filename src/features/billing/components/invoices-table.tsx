import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDay, formatMoney } from '../lib/format';
import type { Invoice } from '../types';

const STATUS_TONE: Record<Invoice['status'], string> = {
  paid: 'badge badge-success',
  failed: 'badge badge-danger',
  pending: 'badge billing-badge-pending',
};

/** The company's renewals, newest first: number, period, plan, amount, discount, total, status. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const columns = useMemo<TableColumn<Invoice>[]>(
    () => [
      {
        id: 'number',
        header: t('billing.invoices.number'),
        cell: (row) => row.number,
        isRowHeader: true,
      },
      {
        id: 'period',
        header: t('billing.invoices.period'),
        cell: (row) =>
          t('billing.invoices.periodRange', {
            start: formatDay(row.periodStart, locale),
            end: formatDay(row.periodEnd, locale),
          }),
      },
      {
        id: 'plan',
        header: t('billing.invoices.plan'),
        cell: (row) =>
          `${t(`billing.plans.${row.plan}.name`)} · ${t(`billing.intervals.${row.interval}`)}`,
      },
      {
        id: 'amount',
        header: t('billing.invoices.amount'),
        cell: (row) => formatMoney(row.amount, row.currency, locale),
      },
      {
        id: 'discount',
        header: t('billing.invoices.discount'),
        cell: (row) =>
          row.discountAmount > 0
            ? t('billing.invoices.discountValue', {
                amount: formatMoney(-row.discountAmount, row.currency, locale),
                percent: row.discountPercent,
              })
            : '—',
      },
      {
        id: 'total',
        header: t('billing.invoices.total'),
        cell: (row) => formatMoney(row.total, row.currency, locale),
      },
      {
        id: 'status',
        header: t('billing.invoices.status'),
        cell: (row) => (
          <span className={STATUS_TONE[row.status]} title={row.failureReason ?? undefined}>
            {t(`billing.invoices.statuses.${row.status}`)}
          </span>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <Table
      label={t('billing.invoices.title')}
      columns={columns}
      rows={invoices}
      rowId={(row) => row.id}
      emptyState={t('billing.invoices.empty')}
    />
  );
}
