// A text area bound to one text field of a react-hook-form form, with a length limit that its hint
// names in the reader's digits and that the field enforces: the rejection's reason and the team
// note's text are both this field with their own label, hint and limit.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextArea } from '@/components/ui/text-area';
import { useFormat } from '@/lib/format/use-format';
import { useFormErrorText } from '@/lib/forms/form-errors';

export function LimitedTextField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  max,
  rows,
  isRequired,
}: {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** The hint under the field, given the limit as a count and as formatted text. */
  hint: (limit: { count: number; max: string }) => string;
  max: number;
  rows: number;
  isRequired?: boolean | undefined;
}) {
  const format = useFormat();
  const errorText = useFormErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          label={label}
          description={hint({ count: max, max: format.number(max) })}
          error={errorText(fieldState.error)}
          isRequired={isRequired}
          rows={rows}
          maxLength={max}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
