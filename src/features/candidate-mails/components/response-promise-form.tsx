// The company's response promise: how many days an application may wait in a stage before the
// team answers. Past it, the candidate gets a polite "still under review" mail and the team sees
// the application flagged. A failed save keeps the number typed.
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RESPONSE_DAYS_MAX,
  RESPONSE_DAYS_MIN,
  responsePromiseInputSchema,
} from '@contracts/response-promise';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { toast } from '@/lib/toast';
import { useSaveResponsePromise } from '../api/save-response-promise';

interface ResponsePromiseFormProps {
  companyId: string;
  uid: string;
  days: number;
}

export function ResponsePromiseForm({ companyId, uid, days }: ResponsePromiseFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const save = useSaveResponsePromise(companyId, uid);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ days: number }>({
    resolver: formResolver(responsePromiseInputSchema),
    defaultValues: { days },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.days);
      toast.success({ title: t('candidateMails.promise.saved', { count: values.days }) });
    } catch (error) {
      console.error('Failed to save the response promise', error);
      setFormError(t('candidateMails.promise.saveFailed'));
    }
  });

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void submit(event);
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="candidate-mails-promise-heading"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Controller
        control={form.control}
        name="days"
        render={({ field, fieldState }) => (
          <NumberField
            label={t('candidateMails.promise.days')}
            description={t('candidateMails.promise.daysHint', {
              min: RESPONSE_DAYS_MIN,
              max: RESPONSE_DAYS_MAX,
            })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            minValue={RESPONSE_DAYS_MIN}
            maxValue={RESPONSE_DAYS_MAX}
            wholeNumber
            error={errorText(fieldState.error)}
          />
        )}
      />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('candidateMails.promise.save')}
        </Button>
      </div>
    </form>
  );
}
