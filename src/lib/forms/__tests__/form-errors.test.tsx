import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '@/lib/i18n/i18n';
import { allResources, createHookWrapper } from '@/testing/test-utils';
import {
  formErrorText,
  formIssueMessage,
  formMessage,
  parseFormMessage,
  useFormErrorText,
} from '../form-errors';
import { formResolver } from '../form-resolver';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
  email: z.email(),
  password: z.string().check(z.minLength(8)),
  seats: z.number().check(z.minimum(1), z.maximum(3)),
  tags: z.array(z.string()).check(z.maxLength(2)),
  site: z.url(),
});

/** The message key (and parameters) each field's first issue maps to. */
function keysOf(input: unknown) {
  const result = schema.safeParse(input, { error: formIssueMessage });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), parseFormMessage(issue.message)]),
  );
}

describe('zod issues as translatable field errors', () => {
  it('maps empty fields to "required", formats to their own key, bounds with parameters', () => {
    expect(
      keysOf({
        name: '  ',
        email: '',
        password: 'short',
        seats: 0,
        tags: ['a', 'b', 'c'],
        site: 'x',
      }),
    ).toEqual({
      name: { key: 'forms.errors.required' },
      email: { key: 'forms.errors.required' },
      password: { key: 'forms.errors.tooShort', params: { count: 8 } },
      seats: { key: 'forms.errors.tooSmall', params: { min: 1 } },
      tags: { key: 'forms.errors.tooMany', params: { count: 2 } },
      site: { key: 'forms.errors.url' },
    });
    expect(
      keysOf({
        name: 'Annabel',
        email: 'nope',
        password: 'long enough',
        seats: 4,
        tags: [],
        site: 'https://jobs.test',
      }),
    ).toEqual({
      name: { key: 'forms.errors.tooLong', params: { count: 5 } },
      email: { key: 'forms.errors.email' },
      seats: { key: 'forms.errors.tooBig', params: { max: 3 } },
    });
  });

  it('translates into every language, keeping the parameters', async () => {
    const en = await createI18n({ resources: allResources, language: 'en' });
    const de = await createI18n({ resources: allResources, language: 'de' });
    const ar = await createI18n({ resources: allResources, language: 'ar' });
    const tooLong = { message: formMessage('forms.errors.tooLong', { count: 120 }) };
    expect(formErrorText(en, tooLong)).toBe('Use at most 120 characters.');
    expect(formErrorText(de, tooLong)).toBe('Verwenden Sie höchstens 120 Zeichen.');
    // the plural form the number asks for: 120 in Arabic takes the singular accusative
    expect(formErrorText(ar, tooLong)).toBe('استخدم 120 حرفًا على الأكثر.');
    const one = { message: formMessage('forms.errors.tooLong', { count: 1 }) };
    expect(formErrorText(en, one)).toBe('Use at most 1 character.');
    expect(formErrorText(en, { message: formMessage('forms.errors.required') })).toBe(
      'Fill in this field.',
    );
  });

  it('shows a schema’s own key or text as it is, and nothing without an error', async () => {
    const en = await createI18n({ resources: allResources, language: 'en' });
    expect(formErrorText(en, { message: 'auth.validation.nameRequired' })).toBe('Enter your name.');
    expect(formErrorText(en, { message: 'Already taken.' })).toBe('Already taken.');
    expect(formErrorText(en, undefined)).toBeUndefined();
  });
});

describe('formResolver with react-hook-form', () => {
  it('fails a submit with translatable errors and keeps every typed value', async () => {
    const { Wrapper } = await createHookWrapper('fr');
    const { result } = renderHook(
      () => {
        const form = useForm({
          resolver: formResolver(
            z.object({ email: z.email(), note: z.string().check(z.maxLength(3)) }),
          ),
          defaultValues: { email: 'ada@', note: 'long' },
        });
        return { form, errors: form.formState.errors, errorText: useFormErrorText() };
      },
      { wrapper: Wrapper },
    );
    let submitted = false;
    await act(() =>
      result.current.form.handleSubmit(() => {
        submitted = true;
      })(),
    );
    expect(submitted).toBe(false);
    const { errors } = result.current;
    expect(result.current.errorText(errors.email)).toBe('Saisissez une adresse e-mail valide.');
    expect(result.current.errorText(errors.note)).toBe('Utilisez au plus 3 caractères.');
    expect(result.current.form.getValues()).toEqual({ email: 'ada@', note: 'long' });
  });
});
