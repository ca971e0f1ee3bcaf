import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { useAuditEntry } from '../api/get-audit-entry';
import type { AuditEntry } from '../types';
import { useAuditFormat } from '../hooks/use-audit-format';

interface AuditEntryDialogProps {
  /** The entry shown; null: closed. */
  entryId: string | null;
  onClose: () => void;
  /** Opens the user activity summary of the entry's person. */
  onShowActivity?: (userId: string) => void;
}

/** Metadata as indented JSON (keys as stored). */
const prettyMetadata = (metadata: Record<string, unknown>) => JSON.stringify(metadata, null, 2);

function EntryFields({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const rows: [string, ReactNode][] = [
    [t('audit.detail.id'), <code key="id">{entry.id}</code>],
    [
      t('audit.columns.time'),
      <time key="time" dateTime={entry.timestamp}>
        {format.time(entry.timestamp)}
      </time>,
    ],
    [
      t('audit.columns.action'),
      <>
        {format.action(entry.action)} <code>{entry.action}</code>
      </>,
    ],
    [t('audit.detail.userId'), entry.userId ? <code>{entry.userId}</code> : t('audit.nobody')],
    [t('audit.detail.email'), entry.userEmail ?? '—'],
    [t('audit.columns.role'), format.role(entry.userRole)],
    [t('audit.columns.result'), entry.success ? t('audit.succeeded') : t('audit.failed')],
    [t('audit.detail.error'), entry.errorMessage ?? '—'],
    [t('audit.detail.targetResource'), entry.targetResource ?? '—'],
    [
      t('audit.detail.targetId'),
      entry.targetResourceId ? <code>{entry.targetResourceId}</code> : '—',
    ],
    [t('audit.detail.expires'), format.time(entry.expireAt)],
  ];
  return (
    <div className="stack audit-detail">
      <dl className="audit-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="audit-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="audit-metadata-heading">
        <h3 id="audit-metadata-heading" className="audit-detail-heading">
          {t('audit.detail.metadata')}
        </h3>
        {Object.keys(entry.metadata).length === 0 ? (
          <p className="muted">{t('audit.detail.noMetadata')}</p>
        ) : (
          <pre className="audit-code" dir="ltr">
            {prettyMetadata(entry.metadata)}
          </pre>
        )}
      </section>
      <section aria-labelledby="audit-chain-heading">
        <h3 id="audit-chain-heading" className="audit-detail-heading">
          {t('audit.detail.chain')}
        </h3>
        {entry.chain ? (
          <dl className="audit-fields">
            <div className="audit-field">
              <dt>{t('audit.chain.seq')}</dt>
              <dd>#{entry.chain.seq}</dd>
            </div>
            <div className="audit-field">
              <dt>{t('audit.chain.prevHash')}</dt>
              <dd>
                <code className="audit-hash" dir="ltr">
                  {entry.chain.prevHash}
                </code>
              </dd>
            </div>
            <div className="audit-field">
              <dt>{t('audit.chain.hash')}</dt>
              <dd>
                <code className="audit-hash" dir="ltr">
                  {entry.chain.hash}
                </code>
              </dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t('audit.chain.pending')}</p>
        )}
      </section>
    </div>
  );
}

/** One entry with all its fields, its metadata and its link in the hash chain. */
export function AuditEntryDialog({ entryId, onClose, onShowActivity }: AuditEntryDialogProps) {
  const { t } = useTranslation();
  const query = useAuditEntry(entryId);
  const entry = query.data;
  return (
    <Dialog
      isOpen={entryId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('audit.detail.title')}
      size="lg"
      actions={
        <>
          {entry?.userId && onShowActivity ? (
            <Button variant="secondary" onClick={() => onShowActivity(entry.userId)}>
              {t('audit.detail.showActivity')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <QueryState query={query} failed={t('audit.detail.loadError')}>
        {(found) =>
          found ? (
            <EntryFields entry={found} />
          ) : (
            <Alert tone="info" title={t('audit.detail.notFound')} />
          )
        }
      </QueryState>
    </Dialog>
  );
}
