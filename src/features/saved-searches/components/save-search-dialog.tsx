// The dialog that saves a search: its name (from its filters by default) and its alerts.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  savedSearchNameSchema,
} from '@contracts/saved-search';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { toast } from '@/lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useReasonText } from '../lib/refusals';
import { useSearchSummary } from '../lib/use-search-summary';
import { FrequencyOptions } from './frequency-options';
import { SearchNameForm } from './search-name-form';

const saveSearchSchema = z.object({
  name: savedSearchNameSchema,
  frequency: z.enum(ALERT_FREQUENCIES),
});
type SaveSearchValues = z.infer<typeof saveSearchSchema>;

interface SaveSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The search on screen, as its URL query. */
  query: string;
}

/** The dialog of "Save this search": a name and the alerts' frequency. */
export function SaveSearchDialog({ isOpen, onOpenChange, query }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('savedSearches.save.title')}
      description={t('savedSearches.save.description')}
    >
      {isOpen ? <SaveSearchForm query={query} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function SaveSearchForm({ query, onDone }: { query: string; onDone: () => void }) {
  const { t } = useTranslation();
  const summary = useSearchSummary();
  const reasonText = useReasonText();
  const create = useCreateSavedSearch();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SaveSearchValues>({
    resolver: formResolver(saveSearchSchema),
    defaultValues: {
      name: summary(query).slice(0, SAVED_SEARCH_LIMITS.nameMax),
      frequency: 'daily',
    },
  });
  const field = useFieldProps(form);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...values, query });
      toast.success({
        title: t('savedSearches.save.saved'),
        description: t('savedSearches.save.savedHint'),
      });
      onDone();
    } catch (error) {
      setFailure(reasonText(error));
    }
  });

  return (
    <SearchNameForm
      failure={failure}
      onSubmit={() => void save()}
      name={field('name')}
      submitLabel={t('savedSearches.save.submit')}
      busy={form.formState.isSubmitting}
      onCancel={onDone}
    >
      <NativeSelect
        label={t('savedSearches.fields.frequency')}
        description={t('savedSearches.fields.frequencyHint')}
        {...form.register('frequency')}
      >
        <FrequencyOptions />
      </NativeSelect>
    </SearchNameForm>
  );
}
