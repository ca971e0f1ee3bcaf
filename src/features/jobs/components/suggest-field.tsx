// A search field that completes what is typed from the search engine's index (titles and skills,
// or places): the kit's combobox, asking once typing pauses; arrow keys, Enter and Escape work as
// in any combobox, and a screen reader hears how many suggestions there are.
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, type Option } from '@/components/ui/combo-box';
import type { JobSuggestResponse } from '@contracts/job-search';
import { useJobSuggestions } from '../api/suggest-jobs';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '../constants';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type SuggestionKind = keyof JobSuggestResponse;

export interface SuggestFieldProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  /** Which suggestions to offer, in this order. */
  kinds: readonly SuggestionKind[];
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
}

export function SuggestField({
  kinds,
  value,
  onChange,
  maxLength,
  description,
  ...field
}: SuggestFieldProps) {
  const { t } = useTranslation();
  // only what the person types is completed, not a value the URL filled in
  const [typed, setTyped] = useState('');
  const asked = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useJobSuggestions(asked);
  const options = useMemo<Option[]>(() => {
    const found = suggestions.data;
    if (!found || !typed) return [];
    const seen = new Set<string>();
    return kinds.flatMap((kind) =>
      found[kind].flatMap((text) => {
        if (seen.has(text.toLowerCase())) return [];
        seen.add(text.toLowerCase());
        return [
          { id: `${kind}:${text}`, label: text, description: t(`jobSearch.suggest.${kind}`) },
        ];
      }),
    );
  }, [suggestions.data, typed, kinds, t]);
  // the list opens as one types, saying it is looking, and fills when the suggestions come
  const looking =
    typed.trim().length >= SUGGEST_MIN_LENGTH && (typed !== asked || suggestions.isFetching);
  return (
    <ComboBox
      {...field}
      {...(description ? { description } : {})}
      suggestions
      allowsCustomValue
      options={options}
      allowsEmptyCollection={looking}
      emptyText={looking ? t('jobSearch.suggest.looking') : undefined}
      inputValue={value}
      onInputChange={(text) => {
        onChange(text.slice(0, maxLength));
        setTyped(text);
      }}
      onChange={() => setTyped('')}
      // what was typed is searched: suggestions for it that come later stay closed (a busy browser
      // may even open the list after the Enter), until the person types again
      onSearch={() => setTyped('')}
    />
  );
}
