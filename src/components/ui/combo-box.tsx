import type { KeyboardEvent, ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
} from 'react-aria-components';
import { FieldParts, fieldState } from './field-parts';
import { OptionList, optionChoice, type OptionFieldProps } from './option-list';

export type { Option } from './option-list';

/** `options`: every option; the list shows those that contain what is typed. */
interface ComboBoxProps extends OptionFieldProps {
  /** The typed text (controlled), e.g. to search a server as the person types. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Text that matches no option is kept (then read `inputValue`). */
  allowsCustomValue?: boolean;
  /** Shown in the list when nothing matches. */
  emptyText?: ReactNode;
  /** The list opens even with no options (to show `emptyText`, e.g. while suggestions load). */
  allowsEmptyCollection?: boolean;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
  /**
   * The options are suggestions already found for the typed text (e.g. by a server): shown as
   * they are, the list opening as the person types, with no button to open it; Enter with no
   * suggestion chosen submits the form, as in a plain search field.
   */
  suggestions?: boolean;
  /**
   * With `suggestions`: Enter with none of them chosen, the person searching for what they typed
   * (whether or not the list had opened yet).
   */
  onSearch?: () => void;
}

/** Enter in a list of suggestions with none of them chosen searches, as in a plain search field. */
function submitWhenNoneChosen(event: KeyboardEvent<HTMLInputElement>, onSearch?: () => void) {
  const input = event.currentTarget;
  if (event.key !== 'Enter' || input.getAttribute('aria-activedescendant')) return;
  onSearch?.();
  // with the list closed the browser submits the form itself
  if (input.getAttribute('aria-expanded') === 'true') input.form?.requestSubmit();
}

/** Type to filter a list of options and choose one, or to be offered suggestions. */
export function ComboBox({
  label,
  description,
  error,
  options,
  onChange,
  emptyText,
  placeholder,
  ref,
  className,
  suggestions = false,
  onSearch,
  ...field
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...field}
      {...(suggestions ? { items: options } : { defaultItems: options })}
      {...optionChoice(options, onChange)}
      menuTrigger={suggestions ? 'input' : 'focus'}
      {...fieldState(error, className)}
    >
      <FieldParts label={label} description={description} error={error}>
        {suggestions ? (
          // a plain text box: nothing beside the input, which lines up with the other fields
          <Input
            ref={ref}
            placeholder={placeholder}
            className="ui-input"
            onKeyDown={(event) => submitWhenNoneChosen(event, onSearch)}
          />
        ) : (
          <Group className="ui-input-group">
            <Input ref={ref} placeholder={placeholder} className="ui-input" />
            <AriaButton className="ui-field-button">
              <span aria-hidden="true">▾</span>
            </AriaButton>
          </Group>
        )}
      </FieldParts>
      <OptionList emptyText={emptyText} />
    </AriaComboBox>
  );
}
