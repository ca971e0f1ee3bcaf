import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { formIssueMessage } from './form-errors';

/**
 * The resolver every form uses: `useForm({ resolver: formResolver(schema), defaultValues })`.
 * Validates with the operation's (or the contract's) zod schema; each failed check becomes a
 * translatable message (`useFormErrorText` shows it).
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
) {
  return zodResolver(schema, { error: formIssueMessage });
}
