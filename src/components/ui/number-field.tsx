import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { FieldParts, fieldState } from './field-parts';

/**
 * Whether what a person types is refused: a keystroke the field does not take (a letter, the
 * `e` of `1e12`) changes nothing, so the field says so until the next keystroke it takes or until
 * it loses focus, instead of silently reading `112`.
 */
function useRefusedKeystroke() {
  const group = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const box = group.current;
    const input = box?.querySelector('input');
    if (!box || !input) return undefined;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    // once the keystroke has been handled: the field's text changed, or it was refused (a digit
    // typed over the same selected digit changes nothing either, and is not refused)
    const check = (typed: string) => {
      const before = input.value;
      clearTimeout(waiting);
      waiting = setTimeout(
        () => setRefused(input.value === before && !/^\p{Nd}+$/u.test(typed)),
        0,
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (printable) check(event.key);
    };
    // what a keyboard without key names (an input method, a phone's) or a paste inserts
    const onBeforeInput = (event: Event) => {
      const { data, inputType } = event as InputEvent;
      if (inputType.startsWith('insert') && data) check(data);
    };
    const onBlur = () => {
      clearTimeout(waiting);
      setRefused(false);
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('beforeinput', onBeforeInput);
    box.addEventListener('focusout', onBlur);
    return () => {
      clearTimeout(waiting);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('beforeinput', onBeforeInput);
      box.removeEventListener('focusout', onBlur);
    };
  }, []);
  return { group, refused };
}

interface NumberFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** `NaN` while the field is empty. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** How the number reads: currency, percent, units (Intl.NumberFormat options). */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * A whole number (a salary, a count of days): the field still takes what people type or paste
   * with decimals (`85000.00`, `85000,50` in German) and rounds it when it is committed, instead
   * of silently dropping the decimal separator and reading `8500000`.
   */
  wholeNumber?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A number in the reader's format (digits, separators, currency) with − and + buttons; arrow
 * keys step, and the value stays within its bounds.
 */
export function NumberField({
  label,
  description,
  error,
  ref,
  className,
  wholeNumber = false,
  formatOptions,
  value,
  defaultValue,
  onChange,
  ...field
}: NumberFieldProps) {
  const { t } = useTranslation();
  const { group, refused } = useRefusedKeystroke();
  const shownError = error ?? (refused ? t('forms.errors.digitsOnly') : undefined);
  // a whole number is shown as committed (rounded), so the field holds it when nobody else does
  const [own, setOwn] = useState(defaultValue ?? Number.NaN);
  const commitWhole = (typed: number) => {
    const rounded = Number.isNaN(typed) ? typed : Math.round(typed);
    if (value === undefined) setOwn(rounded);
    onChange?.(rounded);
  };
  return (
    <AriaNumberField
      {...field}
      // typed with up to two decimals, so the separator is kept rather than dropped, then rounded
      formatOptions={wholeNumber ? { ...formatOptions, maximumFractionDigits: 2 } : formatOptions}
      value={wholeNumber ? (value ?? own) : value}
      defaultValue={wholeNumber ? undefined : defaultValue}
      onChange={wholeNumber ? commitWhole : onChange}
      {...fieldState(shownError, className)}
    >
      <FieldParts label={label} description={description} error={shownError}>
        <Group ref={group} className="ui-input-group">
          <Input ref={ref} className="ui-input" />
          <AriaButton slot="decrement" className="ui-field-button">
            <span aria-hidden="true">−</span>
          </AriaButton>
          <AriaButton slot="increment" className="ui-field-button">
            <span aria-hidden="true">+</span>
          </AriaButton>
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}
