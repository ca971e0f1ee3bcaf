import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  type Key,
} from 'react-aria-components';
import { FieldParts, fieldClass } from './field-parts';
import { OptionList, type Option } from './option-list';

export type { Option } from './option-list';

interface ComboBoxProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** Every option; the list shows those that contain what is typed. */
  options: readonly Option[];
  /** The chosen option's id, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The typed text (controlled), e.g. to search a server as the person types. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  onBlur?: () => void;
  /** Text that matches no option is kept (then read `inputValue`). */
  allowsCustomValue?: boolean;
  /** Shown in the list when nothing matches. */
  emptyText?: ReactNode;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
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
      onChange={
        onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined
      }
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      menuTrigger="focus"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldClass(className)}
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
