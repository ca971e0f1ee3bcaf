import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { COMPANY_NAME_MAX_LENGTH } from '@contracts/company';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import {
  createCompanySchema,
  useCreateCompany,
  type CreateCompanyInput,
} from '../api/create-company';
import { useReasonText } from '../lib/refusals';
import './team.css';

interface CreateCompanyCardProps {
  /** After the company exists: the app reloads the profile (which now names the company). */
  onCreated: () => void | Promise<void>;
}

/**
 * For an employer without a company: names it and creates it; they become its owner with all ten
 * flags. A refusal is explained and keeps the name typed. The form only: the dashboard frames it
 * (its card says what the company is for).
 */
export function CreateCompanyCard({ onCreated }: CreateCompanyCardProps) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const create = useCreateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateCompanyInput>({
    resolver: formResolver(createCompanySchema),
    defaultValues: { name: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);

  // the form is never reset here: a failure keeps the name as typed
  const send = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      setFormError(reasonText(error));
      return;
    }
    toast.success({ title: t('team.create.created', { company: input.name }) });
    await onCreated();
  });

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  return (
    <form
      className="stack team-create"
      noValidate
      onSubmit={submit}
      aria-label={t('team.create.title')}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('team.create.name')}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        {...field('name')}
        required
      />
      <div>
        <Button type="submit" busy={isSubmitting}>
          {t('team.create.submit')}
        </Button>
      </div>
    </form>
  );
}
