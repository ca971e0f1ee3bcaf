import type { ReactNode, Ref } from 'react';
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
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
}

/** Type to filter a list of options and choose one. */
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
  ...field
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...field}
      defaultItems={options}
      {...optionChoice(options, onChange)}
      menuTrigger="focus"
      {...fieldState(error, className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <Group className="ui-input-group">
          <Input ref={ref} placeholder={placeholder} className="ui-input" />
          <AriaButton className="ui-field-button">
            <span aria-hidden="true">▾</span>
          </AriaButton>
        </Group>
      </FieldParts>
      <OptionList emptyText={emptyText} />
    </AriaComboBox>
  );
}
