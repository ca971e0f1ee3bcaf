import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import {
  DEFAULT_FEATURE_STATUS,
  FEATURE_DESCRIPTION_MAX_LENGTH,
  FEATURE_STATUSES,
  FEATURE_TITLE_MAX_LENGTH,
  featureFormSchema,
  type FeatureForm,
  type FeatureStatus,
} from '@contracts/feedback';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import { useFeatureWrites, useManagedFeatures, type ManagedFeature } from '../api/manage-features';

const EMPTY_FEATURE: FeatureForm = { title: '', description: '', status: DEFAULT_FEATURE_STATUS };

/** Adding or editing a feature; what was typed stays when saving fails. */
function FeatureDialog({
  feature,
  onClose,
}: {
  /** The feature edited, `'new'` to add one, null when closed. */
  feature: ManagedFeature | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useFeatureWrites();
  const editing = feature !== null && feature !== 'new' ? feature : null;
  const [failed, setFailed] = useState(false);
  const form = useForm<FeatureForm>({
    resolver: formResolver(featureFormSchema),
    values: editing
      ? { title: editing.title, description: editing.description, status: editing.status }
      : EMPTY_FEATURE,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);
  const description = watch('description');
  const save = handleSubmit(async (form) => {
    setFailed(false);
    try {
      if (editing) await writes.update.mutateAsync({ id: editing.id, form });
      else await writes.add.mutateAsync(form);
      toast.success({
        title: editing ? t('feedbackAdmin.features.saved') : t('feedbackAdmin.features.added'),
      });
      onClose();
    } catch {
      setFailed(true);
    }
  });
  return (
    <Dialog
      isOpen={feature !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailed(false);
          onClose();
        }
      }}
      title={editing ? t('feedbackAdmin.features.editTitle') : t('feedbackAdmin.features.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={isSubmitting} onClick={() => void save()}>
            {t('feedbackAdmin.features.save')}
          </Button>
        </>
      }
    >
      <form
        className="feature-form"
        onSubmit={(event) => {
          void save(event);
        }}
      >
        {failed ? <Alert tone="error">{t('feedbackAdmin.features.saveFailed')}</Alert> : null}
        <TextField
          label={t('feedbackAdmin.features.titleLabel')}
          maxLength={FEATURE_TITLE_MAX_LENGTH}
          {...field('title')}
        />
        <div className="field ui-field">
          <label htmlFor="feature-description">{t('feedbackAdmin.features.description')}</label>
          <textarea
            id="feature-description"
            rows={3}
            maxLength={FEATURE_DESCRIPTION_MAX_LENGTH}
            aria-describedby="feature-description-count"
            {...register('description')}
          />
          <p id="feature-description-count" className="field-hint">
            {t('feedbackAdmin.features.charactersLeft', {
              count: FEATURE_DESCRIPTION_MAX_LENGTH - (description?.length ?? 0),
            })}
          </p>
        </div>
        <NativeSelect label={t('feedbackAdmin.features.status')} {...register('status')}>
          {FEATURE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`feedback.features.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </form>
    </Dialog>
  );
}

/** The feature suggestions people vote on: add, edit, set where each stands, remove. */
export function FeatureManager() {
  const { t } = useTranslation();
  const features = useManagedFeatures();
  const writes = useFeatureWrites();
  const [editing, setEditing] = useState<ManagedFeature | 'new' | null>(null);
  const [removing, setRemoving] = useState<ManagedFeature | null>(null);
  const setStatus = (feature: ManagedFeature, status: FeatureStatus) =>
    writes.setStatus.mutate(
      { id: feature.id, status },
      {
        onSuccess: () =>
          toast.success({
            title: t('feedbackAdmin.features.statusSet', {
              title: feature.title,
              status: t(`feedback.features.statuses.${status}`),
            }),
          }),
        onError: () =>
          toast.error({
            title: t('common.error'),
            description: t('feedbackAdmin.features.saveFailed'),
          }),
      },
    );
  return (
    <Card aria-labelledby="features-heading">
      <div className="feature-header">
        <h2 id="features-heading">{t('feedbackAdmin.features.title')}</h2>
        <Button onClick={() => setEditing('new')}>{t('feedbackAdmin.features.add')}</Button>
      </div>
      <p className="muted">{t('feedbackAdmin.features.hint')}</p>
      <QueryState query={features} failed={t('feedbackAdmin.features.loadError')}>
        {(list) => (
          <ul className="feature-admin-list">
            {list.map((feature) => (
              <li key={feature.id} className="feature-admin-item">
                <div>
                  <p className="feature-admin-title">{feature.title}</p>
                  {feature.description ? <p className="muted">{feature.description}</p> : null}
                  <p className="muted">{t('feedback.features.votes', { count: feature.votes })}</p>
                </div>
                <div className="feature-admin-actions">
                  <NativeSelect
                    label={t('feedbackAdmin.features.statusOf', { title: feature.title })}
                    className="feature-status-select"
                    value={feature.status}
                    onChange={(event) => setStatus(feature, event.target.value as FeatureStatus)}
                  >
                    {FEATURE_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`feedback.features.statuses.${status}`)}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    variant="secondary"
                    aria-label={t('feedbackAdmin.features.editOf', { title: feature.title })}
                    onClick={() => setEditing(feature)}
                  >
                    {t('feedbackAdmin.features.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('feedbackAdmin.features.removeOf', { title: feature.title })}
                    onClick={() => setRemoving(feature)}
                  >
                    {t('feedbackAdmin.features.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FeatureDialog feature={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        destructive
        title={t('feedbackAdmin.features.removeTitle')}
        message={t('feedbackAdmin.features.removeMessage', { title: removing?.title ?? '' })}
        confirmLabel={t('feedbackAdmin.features.remove')}
        error={writes.remove.isError ? t('feedbackAdmin.features.saveFailed') : undefined}
        onConfirm={async () => {
          if (!removing) return;
          await writes.remove.mutateAsync(removing.id);
          toast.success({ title: t('feedbackAdmin.features.removed') });
        }}
      />
    </Card>
  );
}
