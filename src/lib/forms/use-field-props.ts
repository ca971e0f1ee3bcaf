// Binds a kit field (TextField, NativeSelect) to a react-hook-form field: its registration and
// its error as text in the current language, from one call per field.
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormErrorText } from './form-errors';

/**
 * `const field = useFieldProps(form);` then `<TextField label={…} {...field('email')} />`: the
 * field's `register` props and `error` (its translated message, or undefined). The name is typed
 * by the form's values, so a field the form does not have fails to compile.
 */
export function useFieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
) {
  const errorText = useFormErrorText();
  // errors are read while rendering, so react-hook-form renders again when they change
  return <Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    ...form.register(name, options),
    error: errorText(get<FieldErrors<Values>, FieldError | undefined>(form.formState.errors, name)),
  });
}
