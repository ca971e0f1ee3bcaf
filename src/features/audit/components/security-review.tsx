import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { useSecurityEvents } from '../api/get-security-events';
import {
  SECURITY_EVENT_ACTIONS,
  SECURITY_REVIEW_DAYS,
  SECURITY_REVIEW_LIMIT,
  SECURITY_REVIEW_PERIODS,
} from '../constants';
import { failuresOf } from '../lib/audit-reports';
import type { AuditEntry } from '../types';
import { useAuditFormat } from '../hooks/use-audit-format';
import { AuditEntriesTable } from './audit-entries-table';

interface SecurityReviewProps {
  onOpenEntry: (entry: AuditEntry) => void;
  now?: number;
}

/** An action whose every entry needs a look. */
const ALERT_ACTION = 'SECURITY_ALERT';

/**
 * The security review: each of the eight security actions over the period (7 days by default),
 * up to 50 entries each, newest first; failures and security alerts stand out.
 */
export function SecurityReview({ onOpenEntry, now }: SecurityReviewProps) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const [days, setDays] = useState<number>(SECURITY_REVIEW_DAYS);
  const events = useSecurityEvents(days, now);
  const lists = events.data;
  const all = lists ? SECURITY_EVENT_ACTIONS.flatMap((action) => lists[action] ?? []) : [];
  const failures = failuresOf(all);
  const alerts = lists?.[ALERT_ACTION]?.length ?? 0;

  return (
    <div className="stack">
      <Card>
        <div className="filter-grid">
          <NativeSelect
            label={t('audit.security.period')}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {SECURITY_REVIEW_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('audit.security.lastDays', { count: period })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="muted">
          {t('audit.security.hint', {
            count: SECURITY_REVIEW_LIMIT,
            limit: format.number(SECURITY_REVIEW_LIMIT),
          })}
        </p>
      </Card>

      <QueryState query={events} failed={t('audit.loadError')} />
      {lists ? (
        <>
          {alerts > 0 || failures > 0 ? (
            <Alert
              tone="warning"
              title={t('audit.security.attention', {
                alerts: format.number(alerts),
                failures: format.number(failures),
              })}
            />
          ) : (
            <Alert tone="success" title={t('audit.security.calm', { count: days })} />
          )}
          <ul className="chip-list" aria-label={t('audit.security.counts')}>
            {SECURITY_EVENT_ACTIONS.map((action) => {
              const count = lists[action]?.length ?? 0;
              return (
                <li
                  key={action}
                  className={action === ALERT_ACTION && count > 0 ? 'chip chip-alert' : 'chip'}
                >
                  {format.action(action)}{' '}
                  <strong>
                    {count >= SECURITY_REVIEW_LIMIT
                      ? t('audit.security.atLimit', { limit: format.number(SECURITY_REVIEW_LIMIT) })
                      : format.number(count)}
                  </strong>
                </li>
              );
            })}
          </ul>
          {SECURITY_EVENT_ACTIONS.map((action) => {
            const list = lists[action] ?? [];
            const headingId = `audit-security-${action}`;
            const alerting = action === ALERT_ACTION && list.length > 0;
            return (
              <Card
                key={action}
                aria-labelledby={headingId}
                className={alerting ? 'audit-security-alert' : undefined}
              >
                <h2 id={headingId} className="audit-section-title">
                  {format.action(action)}{' '}
                  <span className="muted">({format.number(list.length)})</span>
                </h2>
                {list.length === 0 ? (
                  <p className="muted">{t('audit.security.none')}</p>
                ) : (
                  <AuditEntriesTable
                    label={format.action(action)}
                    entries={list}
                    columns={['time', 'user', 'result', 'target']}
                    onOpenEntry={onOpenEntry}
                    needsLook={(entry) => !entry.success || alerting}
                  />
                )}
              </Card>
            );
          })}
        </>
      ) : null}
    </div>
  );
}
