// The Saved searches screen: each search to open, rename, pause or resume, re-time or delete.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import {
  ALERT_LOCAL_HOUR,
  SAVED_SEARCH_LIMITS,
  savedSearchNameSchema,
  type AlertFrequency,
} from '@contracts/saved-search';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { useFormat } from '@/lib/format/use-format';
import { toast } from '@/lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { useSearchSummary } from '../lib/use-search-summary';
import type { SavedSearch } from '../types';
import { FrequencyOptions } from './frequency-options';
import { SearchNameForm } from './search-name-form';
import { TimeZoneCard } from './time-zone-card';
import './saved-searches.css';

interface SavedSearchesPageProps {
  userId: string;
  /** The search screen showing a saved query. */
  searchHref: (query: string) => string;
}

/** The person's saved searches: open, rename, pause or resume, re-time, delete; their zone. */
export function SavedSearchesPage({ userId, searchHref }: SavedSearchesPageProps) {
  const { t } = useTranslation();
  const searches = useSavedSearches(userId);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  return (
    <div className="stack">
      <p className="muted">
        {t('savedSearches.intro', { hour: String(ALERT_LOCAL_HOUR).padStart(2, '0') })}
      </p>
      <TimeZoneCard userId={userId} />
      <QueryState
        query={searches}
        failed={t('savedSearches.errors.load')}
        loadingLabel={t('savedSearches.loading')}
        isEmpty={(all) => all.length === 0}
        empty={
          <div className="empty-state">
            <p>{t('savedSearches.empty')}</p>
            <Link className="btn btn-secondary" to={searchHref('')}>
              {t('savedSearches.findJobs')}
            </Link>
          </div>
        }
      >
        {(all) => (
          <>
            <p className="muted">
              {t('savedSearches.count', { count: all.length, max: SAVED_SEARCH_LIMITS.perPerson })}
            </p>
            <ul className="saved-search-list">
              {all.map((search) => (
                <SavedSearchItem
                  key={search.id}
                  userId={userId}
                  search={search}
                  searchHref={searchHref}
                  onRename={() => setRenaming(search)}
                  onDelete={() => setDeleting(search)}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <RenameDialog userId={userId} search={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog userId={userId} search={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function SavedSearchItem({
  userId,
  search,
  searchHref,
  onRename,
  onDelete,
}: {
  userId: string;
  search: SavedSearch;
  searchHref: (query: string) => string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useSearchSummary();
  const update = useUpdateSavedSearch(userId);
  const change = (fields: { paused?: boolean; frequency?: AlertFrequency }, done: string) =>
    update.mutate(
      { id: search.id, change: fields },
      {
        onSuccess: () => toast.success({ title: done }),
        onError: () => toast.error({ title: t('savedSearches.errors.update') }),
      },
    );
  return (
    <li className="saved-search-item">
      <div className="saved-search-main">
        <Link to={searchHref(search.query)} className="saved-search-name">
          {search.name}
        </Link>
        <p className="muted">{summary(search.query)}</p>
        <p className="muted">
          {search.paused
            ? t('savedSearches.status.paused')
            : search.lastAlertAt
              ? t('savedSearches.status.lastAlert', { date: format.dateTime(search.lastAlertAt) })
              : t('savedSearches.status.active')}
        </p>
      </div>
      <div className="saved-search-actions">
        <NativeSelect
          label={t('savedSearches.fields.frequency')}
          value={search.frequency}
          disabled={update.isPending}
          onChange={(event) =>
            change(
              { frequency: event.target.value as AlertFrequency },
              t('savedSearches.changed.frequency', { name: search.name }),
            )
          }
        >
          <FrequencyOptions />
        </NativeSelect>
        <Button
          variant="secondary"
          busy={update.isPending}
          aria-label={t(search.paused ? 'savedSearches.resumeNamed' : 'savedSearches.pauseNamed', {
            name: search.name,
          })}
          onClick={() =>
            change(
              { paused: !search.paused },
              t(search.paused ? 'savedSearches.changed.resumed' : 'savedSearches.changed.paused', {
                name: search.name,
              }),
            )
          }
        >
          {search.paused ? t('savedSearches.resume') : t('savedSearches.pause')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('savedSearches.renameNamed', { name: search.name })}
          onClick={onRename}
        >
          {t('savedSearches.rename')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('savedSearches.deleteNamed', { name: search.name })}
          onClick={onDelete}
        >
          {t('savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}

const renameSchema = z.object({ name: savedSearchNameSchema });

/** A dialog about one saved search: open while `search` is set. */
interface SearchDialogProps {
  userId: string;
  search: SavedSearch | null;
  onClose: () => void;
}

function RenameDialog({ userId, search, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={search !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('savedSearches.renameTitle')}
    >
      {search ? (
        <RenameForm key={search.id} userId={userId} search={search} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RenameForm({
  userId,
  search,
  onClose,
}: {
  userId: string;
  search: SavedSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch(userId);
  const [failed, setFailed] = useState(false);
  const form = useForm<z.infer<typeof renameSchema>>({
    resolver: formResolver(renameSchema),
    defaultValues: { name: search.name },
  });
  const field = useFieldProps(form);
  const save = form.handleSubmit(async ({ name }) => {
    setFailed(false);
    try {
      await update.mutateAsync({ id: search.id, change: { name } });
      toast.success({ title: t('savedSearches.changed.renamed', { name }) });
      onClose();
    } catch {
      setFailed(true);
    }
  });
  return (
    <SearchNameForm
      failure={failed ? t('savedSearches.errors.update') : null}
      onSubmit={() => void save()}
      name={field('name')}
      submitLabel={t('savedSearches.renameSubmit')}
      busy={form.formState.isSubmitting}
      onCancel={onClose}
    />
  );
}

function DeleteDialog({ userId, search, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteSavedSearch(userId);
  return (
    <ConfirmDialog
      isOpen={search !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('savedSearches.deleteTitle')}
      message={t('savedSearches.deleteMessage', { name: search?.name ?? '' })}
      confirmLabel={t('savedSearches.delete')}
      destructive
      error={remove.isError ? t('savedSearches.errors.delete') : undefined}
      onConfirm={async () => {
        if (!search) return;
        await remove.mutateAsync(search.id);
        toast.success({ title: t('savedSearches.changed.deleted', { name: search.name }) });
      }}
    />
  );
}
