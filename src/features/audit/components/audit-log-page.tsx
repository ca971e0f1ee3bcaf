import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePreloadTable } from '@/components/ui/lazy-table';
import { Tabs } from '@/components/ui/tabs';
import { deferredComponent } from '@/lib/lazy-component';
import { auditEntryQueryOptions } from '../api/get-audit-entry';
import { AUDIT_RETENTION_DAYS } from '../constants';
import type { AuditActor, AuditEntry } from '../types';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditExplorer, EMPTY_EXPLORER_STATE, type ExplorerState } from './audit-explorer';
import { AuditReportsPanel } from './audit-reports-panel';
import { SecurityReview } from './security-review';
import './audit.css';

// the tabs with number fields load after the explorer has painted (their code: the kit's number
// field and its parser, about 13 KB gzip)
const { Deferred: UserActivity, usePreload: usePreloadUserActivity } = deferredComponent(() =>
  import('./user-activity').then((module) => module.UserActivity),
);
const { Deferred: RetentionIntegrity, usePreload: usePreloadRetentionIntegrity } =
  deferredComponent(() =>
    import('./retention-integrity').then((module) => module.RetentionIntegrity),
  );

type AuditTab = 'explorer' | 'reports' | 'security' | 'activity' | 'integrity';

/** The search parameter naming the entry whose detail is open (a link can point at it). */
const ENTRY_PARAM = 'entry';

interface AuditLogPageProps {
  /** The signed-in admin: a CSV export is audited as their sensitive view. */
  actor: AuditActor | null;
  /** "Now" for the default periods; the current time by default. */
  now?: Date;
}

/**
 * The administrators' audit console: the entries (filters, pages, detail, CSV), reports, the
 * security review, a person's activity, and retention with the hash chain's integrity check.
 */
export function AuditLogPage({ actor, now }: AuditLogPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<AuditTab>('explorer');
  const [activityUser, setActivityUser] = useState('');
  // the explorer's filters outlive a visit to another tab
  const [explorer, setExplorer] = useState<ExplorerState>(EMPTY_EXPLORER_STATE);
  const [today] = useState(() => now ?? new Date());
  const entryId = searchParams.get(ENTRY_PARAM);
  usePreloadUserActivity();
  usePreloadRetentionIntegrity();
  usePreloadTable();

  const setEntry = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(ENTRY_PARAM, id);
      else next.delete(ENTRY_PARAM);
      return next;
    });
  const openEntry = (entry: AuditEntry) => {
    // the list already holds it: the detail opens without reading it again
    queryClient.setQueryData(auditEntryQueryOptions(entry.id).queryKey, entry);
    setEntry(entry.id);
  };
  const showActivity = (userId: string) => {
    setActivityUser(userId);
    setTab('activity');
    setEntry(null);
  };
  const nowMs = now?.getTime();

  return (
    <div className="stack audit-page">
      <p className="lead">
        {t('audit.description', { count: AUDIT_RETENTION_DAYS, days: AUDIT_RETENTION_DAYS })}
      </p>
      <Tabs
        label={t('audit.tabs.label')}
        selectedId={tab}
        onSelectionChange={(id) => setTab(id as AuditTab)}
        tabs={[
          {
            id: 'explorer',
            title: t('audit.tabs.explorer'),
            content: (
              <AuditExplorer
                actor={actor}
                onOpenEntry={openEntry}
                state={explorer}
                onStateChange={setExplorer}
                {...(now ? { now: () => now } : {})}
              />
            ),
          },
          {
            id: 'reports',
            title: t('audit.tabs.reports'),
            content: <AuditReportsPanel now={today} />,
          },
          {
            id: 'security',
            title: t('audit.tabs.security'),
            content: <SecurityReview onOpenEntry={openEntry} now={nowMs} />,
          },
          {
            id: 'activity',
            title: t('audit.tabs.activity'),
            content: (
              <UserActivity initialUserId={activityUser} onOpenEntry={openEntry} now={nowMs} />
            ),
          },
          {
            id: 'integrity',
            title: t('audit.tabs.integrity'),
            content: <RetentionIntegrity now={nowMs} />,
          },
        ]}
      />
      <AuditEntryDialog
        entryId={entryId}
        onClose={() => setEntry(null)}
        onShowActivity={showActivity}
      />
    </div>
  );
}
