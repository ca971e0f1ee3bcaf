// useFieldProps: a field's registration and its translated error from one call.
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHookWrapper } from '@/testing/test-utils';
import { formResolver } from '../form-resolver';
import { useFieldProps } from '../use-field-props';

const schema = z.object({
  email: z.email(),
  profile: z.object({ name: z.string().check(z.maxLength(3)) }),
});

async function renderForm() {
  const { Wrapper } = await createHookWrapper('fr');
  return renderHook(
    () => {
      const form = useForm({
        resolver: formResolver(schema),
        defaultValues: { email: 'ada@', profile: { name: 'Ada Lovelace' } },
      });
      const field = useFieldProps(form);
      // called while rendering, as a form does: a new error renders the form again
      return { form, field, email: field('email'), name: field('profile.name') };
    },
    { wrapper: Wrapper },
  );
}

describe('useFieldProps', () => {
  it("gives a field react-hook-form's registration and no error before a submit", async () => {
    const { result } = await renderForm();
    const { email } = result.current;
    expect(email.name).toBe('email');
    expect(typeof email.onChange).toBe('function');
    expect(typeof email.onBlur).toBe('function');
    expect(typeof email.ref).toBe('function');
    expect(email.error).toBeUndefined();
  });

  it('gives each field its own error in the current language, nested fields too, and keeps what was typed', async () => {
    const { result } = await renderForm();
    await act(() => result.current.form.handleSubmit(() => undefined)());
    expect(result.current.email.error).toBe('Saisissez une adresse e-mail valide.');
    expect(result.current.name.error).toBe('Utilisez au plus 3 caractères.');
    expect(result.current.form.getValues()).toEqual({
      email: 'ada@',
      profile: { name: 'Ada Lovelace' },
    });
  });

  it('passes register options on and takes only the names the form has', async () => {
    const { result } = await renderForm();
    expect(result.current.field('email', { disabled: true }).disabled).toBe(true);
    // @ts-expect-error: the form has no field by this name
    result.current.field('phone');
  });
});
