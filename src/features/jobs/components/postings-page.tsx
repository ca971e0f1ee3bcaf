import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Menu, MenuButton, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { NativeSelect } from '@/components/ui/native-select';
import { LazyTable, usePreloadTable } from '@/components/ui/lazy-table';
import { QueryState } from '@/components/ui/query-state';
import type { TableColumn } from '@/components/ui/table';
import { editJobPath, paths } from '@/config/paths';
import { publicJobPath } from '@contracts/public-pages';
import { formatDate } from '@/lib/format/date';
import { toast } from '@/lib/toast';
import { deferredComponent } from '@/lib/lazy-component';
import { useDeletePosting } from '../api/delete-posting';
import { useCompanyPostings, type Posting } from '../api/list-company-postings';
import { useSetPostingStatus } from '../api/set-posting-status';
import { POSTING_STATUS_FILTERS, type PostingStatusFilter } from '../constants';
import { postingErrorKey } from '../lib/posting-errors';
import { useJobVocabulary } from './job-facts';
import './postings.css';

// the delete confirmation (and the dialog code it needs) loads after the page has painted
const { Deferred: ConfirmDialog, usePreload: usePreloadConfirmDialog } = deferredComponent(() =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
);

export interface PostingsPageProps {
  companyId: string;
  /** Team flags of the signed-in person: each shows its actions. */
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Whether the person may open the candidates of a posting. */
  canViewCandidates: boolean;
  /**
   * The dialog "Close" opens (the route may offer more in it, e.g. to notify the posting's open
   * candidates); without it, "Close" closes the posting at once.
   */
  renderCloseDialog?: (props: ClosePostingDialogProps) => ReactNode;
}

/** What a dialog that closes a posting is given. */
export interface ClosePostingDialogProps {
  posting: Pick<Posting, 'id' | 'title'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes the posting (a toast says so); rejects when it could not. */
  close: () => Promise<void>;
}

/** The candidates of one posting, in the pipeline. */
const postingCandidatesHref = (jobId: string) =>
  `${paths.employer.candidates}?${new URLSearchParams({ job: jobId }).toString()}`;

/** A posting's public page, as anyone (and search engines) can open it. */
const publicLink = (posting: Posting) =>
  new URL(publicJobPath(posting.id, posting.title), window.location.origin).href;

/**
 * The company's postings, open and closed, newest first: filter by status, and (as the person's
 * flags allow) create, edit, close or reopen, and delete one after a confirmation.
 */
export function PostingsPage({
  companyId,
  canCreate,
  canEdit,
  canDelete,
  canViewCandidates,
  renderCloseDialog,
}: PostingsPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const vocabulary = useJobVocabulary();
  const postings = useCompanyPostings(companyId);
  const { mutate: changeStatus, mutateAsync: changeStatusNow } = useSetPostingStatus(companyId);
  const remove = useDeletePosting(companyId);
  const [filter, setFilter] = useState<PostingStatusFilter>('all');
  // the posting asked about stays named while the dialog fades out
  const [deleting, setDeleting] = useState<Posting | null>(null);
  const [confirming, setConfirming] = useState(false);
  // likewise the posting being closed, while its close dialog fades out
  const [closing, setClosing] = useState<Posting | null>(null);
  const [closeOpen, setCloseOpen] = useState(false);
  usePreloadConfirmDialog(canDelete);
  usePreloadTable();

  const all = useMemo(() => postings.data ?? [], [postings.data]);
  const shown = useMemo(
    () => (filter === 'all' ? all : all.filter((posting) => posting.status === filter)),
    [all, filter],
  );

  const copyPublicLink = async (posting: Posting) => {
    try {
      await navigator.clipboard.writeText(publicLink(posting));
      toast.success({ title: t('publicLink.copied'), description: publicLink(posting) });
    } catch {
      toast.error({ title: t('common.error'), description: t('publicLink.copyFailed') });
    }
  };

  const columns = ((): TableColumn<Posting>[] => {
    const actions = (posting: Posting) => {
      const hasMenu = canEdit || canDelete;
      return (
        <div className="posting-actions">
          {canViewCandidates ? (
            <Link
              to={postingCandidatesHref(posting.id)}
              aria-label={t('postings.actions.candidatesFor', { title: posting.title })}
            >
              {t('postings.actions.candidates')}
            </Link>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => void copyPublicLink(posting)}
            aria-label={t('publicLink.copyFor', { title: posting.title })}
          >
            {t('publicLink.copy')}
          </Button>
          {hasMenu ? (
            <MenuTrigger>
              <MenuButton
                variant="ghost"
                aria-label={t('postings.actions.menu', { title: posting.title })}
              >
                <span aria-hidden="true">⋯</span>
              </MenuButton>
              <Menu>
                {canEdit ? (
                  <MenuItem id="edit" onAction={() => void navigate(editJobPath(posting.id))}>
                    {t('postings.actions.edit')}
                  </MenuItem>
                ) : null}
                {canEdit ? (
                  <MenuItem
                    id="status"
                    onAction={() => {
                      if (posting.status === 'open' && renderCloseDialog) {
                        setClosing(posting);
                        setCloseOpen(true);
                        return;
                      }
                      changeStatus({
                        jobId: posting.id,
                        status: posting.status === 'open' ? 'closed' : 'open',
                      });
                    }}
                  >
                    {posting.status === 'open'
                      ? t('postings.actions.close')
                      : t('postings.actions.reopen')}
                  </MenuItem>
                ) : null}
                {canDelete ? (
                  <MenuItem
                    id="delete"
                    destructive
                    onAction={() => {
                      remove.reset();
                      setDeleting(posting);
                      setConfirming(true);
                    }}
                  >
                    {t('postings.actions.delete')}
                  </MenuItem>
                ) : null}
              </Menu>
            </MenuTrigger>
          ) : null}
        </div>
      );
    };
    return [
      {
        id: 'title',
        header: t('postings.columns.title'),
        cell: (posting) => <span className="posting-title">{posting.title}</span>,
        sortValue: (posting) => posting.title,
        isRowHeader: true,
      },
      {
        id: 'location',
        header: t('postings.columns.location'),
        cell: (posting) => (
          <span className="posting-location">
            {posting.location}
            {posting.remote ? (
              <span className="badge badge-success">{t('jobs.remote')}</span>
            ) : null}
          </span>
        ),
        sortValue: (posting) => posting.location,
      },
      {
        id: 'type',
        header: t('postings.columns.type'),
        cell: (posting) => vocabulary.type(posting.type),
      },
      {
        id: 'status',
        header: t('postings.columns.status'),
        cell: (posting) => (
          <span className={`badge ${posting.status === 'open' ? 'badge-success' : 'badge-muted'}`}>
            {t(`postings.status.${posting.status}`)}
          </span>
        ),
        sortValue: (posting) => posting.status,
      },
      {
        id: 'posted',
        header: t('postings.columns.posted'),
        cell: (posting) => formatDate(posting.postedDate, i18n.language),
        sortValue: (posting) => posting.postedDate,
      },
      { id: 'actions', header: t('postings.columns.actions'), cell: actions },
    ];
  })();

  const newButton = canCreate ? (
    <Link className="btn btn-primary" to={paths.employer.newJob}>
      {t('postings.new')}
    </Link>
  ) : null;

  return (
    <div className="stack postings-page">
      <div className="postings-toolbar">
        <NativeSelect
          label={t('postings.filter.label')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as PostingStatusFilter)}
        >
          {POSTING_STATUS_FILTERS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`postings.filter.${entry}`)}
            </option>
          ))}
        </NativeSelect>
        {newButton}
      </div>

      <QueryState
        query={postings}
        failed={t('postings.loadFailed')}
        failedHint={<p>{t(`postings.errors.${postingErrorKey(postings.error)}`)}</p>}
        loadingLabel={t('postings.loading')}
        isEmpty={() => all.length === 0}
        empty={
          <div className="empty-state">
            <p className="empty-state-title">{t('postings.empty.title')}</p>
            <p>{canCreate ? t('postings.empty.body') : t('postings.empty.readOnly')}</p>
            {canCreate ? (
              <Link className="btn btn-primary" to={paths.employer.newJob}>
                {t('postings.empty.action')}
              </Link>
            ) : null}
          </div>
        }
      >
        {() => (
          <LazyTable
            label={t('postings.tableLabel')}
            columns={columns}
            rows={shown}
            rowId={(posting) => posting.id}
            emptyState={
              <div className="empty-state">
                <p>{t('postings.empty.filtered')}</p>
                <Button variant="secondary" onClick={() => setFilter('all')}>
                  {t('postings.empty.showAll')}
                </Button>
              </div>
            }
          />
        )}
      </QueryState>

      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('postings.deleteDialog.title')}
        message={t('postings.deleteDialog.message', { title: deleting?.title ?? '' })}
        confirmLabel={t('postings.deleteDialog.confirm')}
        destructive
        onConfirm={() =>
          deleting ? remove.mutateAsync({ id: deleting.id, title: deleting.title }) : undefined
        }
        error={remove.isError ? t(`postings.errors.${postingErrorKey(remove.error)}`) : undefined}
      />
      {closing && renderCloseDialog
        ? renderCloseDialog({
            posting: closing,
            isOpen: closeOpen,
            onOpenChange: setCloseOpen,
            close: () => changeStatusNow({ jobId: closing.id, status: 'closed' }),
          })
        : null}
    </div>
  );
}
