import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from '@contracts/integrations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formMessage, useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { formValuesOf, webhookFormSchema } from '../lib/webhook-form';
import type { Webhook, WebhookFormValues } from '../types';
import { callableReason, useReasonText } from '../lib/refusals';

interface WebhookFormDialogProps {
  companyId: string;
  isOpen: boolean;
  /** The webhook edited; null: a new one is added. */
  webhook: Webhook | null;
  onClose: () => void;
  /** After a webhook was added: its secret, to show once. */
  onCreated: (secret: string) => void;
  /** The emulator: http://localhost endpoints are allowed. */
  allowLocalHttp: boolean;
}

/** Adds a webhook (URL, events, description) or edits one. */
export function WebhookFormDialog({ isOpen, webhook, onClose, ...rest }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={webhook ? t('integrations.form.editTitle') : t('integrations.form.addTitle')}
      description={t('integrations.form.description')}
      size="lg"
    >
      {isOpen ? (
        <WebhookForm key={webhook?.id ?? 'new'} webhook={webhook} onClose={onClose} {...rest} />
      ) : null}
    </Dialog>
  );
}

/** Which field a URL refusal of the server belongs to. */
const URL_REASONS = new Set(['webhook-url-invalid', 'webhook-url-insecure', 'webhook-url-private']);

function WebhookForm({
  companyId,
  webhook,
  onClose,
  onCreated,
  allowLocalHttp,
}: Omit<WebhookFormDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const reasonText = useReasonText();
  const create = useCreateWebhook(companyId);
  const update = useUpdateWebhook(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WebhookFormValues, unknown, WebhookFormValues>({
    resolver: formResolver(webhookFormSchema(allowLocalHttp)),
    defaultValues: formValuesOf(webhook),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const field = useFieldProps(form);

  const save = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (webhook) {
        await update.mutateAsync({ webhookId: webhook.id, ...values });
        toast.success({ title: t('integrations.form.saved') });
        onClose();
      } else {
        const { secret } = await create.mutateAsync(values);
        toast.success({ title: t('integrations.form.added') });
        onClose();
        onCreated(secret);
      }
    } catch (failure) {
      const reason = callableReason(failure);
      if (URL_REASONS.has(reason)) {
        const problem = reason.replace('webhook-', '');
        setError(
          'url',
          { message: formMessage(`integrations.form.errors.${problem}`) },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(reasonText(failure));
    }
  });

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        void save(event);
      }}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('integrations.form.url')}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint={t('integrations.form.urlHint')}
        maxLength={WEBHOOK_LIMITS.urlMax}
        {...field('url')}
        required
      />
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <fieldset className="integrations-events" aria-describedby="webhook-events-error">
            <legend>{t('integrations.form.events')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                isSelected={field.value.includes(event)}
                isDisabled={isSubmitting}
                onChange={(selected) =>
                  field.onChange(
                    selected
                      ? WEBHOOK_EVENTS.filter(
                          (known: WebhookEvent) => known === event || field.value.includes(known),
                        )
                      : field.value.filter((known) => known !== event),
                  )
                }
                description={<code dir="ltr">{event}</code>}
              >
                {t(`integrations.events.${event}`)}
              </Checkbox>
            ))}
            {errors.events ? (
              <p id="webhook-events-error" className="field-error" role="alert">
                {errorText(errors.events)}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <TextArea
            label={t('integrations.form.descriptionLabel')}
            description={t('integrations.form.descriptionHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            rows={2}
            maxLength={WEBHOOK_LIMITS.descriptionMax}
            error={errorText(errors.description)}
          />
        )}
      />
      <div className="ui-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {webhook ? t('integrations.form.save') : t('integrations.form.add')}
        </Button>
      </div>
    </form>
  );
}
