import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { numberFormat } from '@/lib/format/intl';

type Params = Record<string, string | number>;

/** What a field error carries: a translation key and its parameters. */
interface FormErrorMessage {
  key: string;
  params?: Params;
}

const MARK = 'i18n:';

/**
 * A field error as a message string that names a translation key (and its parameters), for
 * schema messages and `setError`: `z.refine(check, { error: formMessage('jobs.filters.tooManySkills', { max: 10 }) })`.
 */
export function formMessage(key: string, params?: Params): string {
  return MARK + JSON.stringify(params ? { key, params } : { key });
}

/** The key and parameters of a message made by `formMessage`, or null for any other text. */
export function parseFormMessage(message: string | undefined): FormErrorMessage | null {
  if (!message?.startsWith(MARK)) return null;
  try {
    const value = JSON.parse(message.slice(MARK.length)) as FormErrorMessage;
    return typeof value.key === 'string' ? value : null;
  } catch {
    return null;
  }
}

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const bound = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value));

/** Which shared error a zod issue is, with its parameters (a length, a bound). */
function formErrorOf(issue: z.core.$ZodRawIssue): FormErrorMessage {
  const origin = 'origin' in issue ? issue.origin : undefined;
  if (issue.code !== 'custom' && isEmpty(issue.input)) return { key: 'forms.errors.required' };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'forms.errors.invalid' };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'forms.errors.email' };
      if (issue.format === 'url') return { key: 'forms.errors.url' };
      return { key: 'forms.errors.invalid' };
    case 'too_small': {
      const minimum = bound(issue.minimum);
      if (origin === 'string') {
        return minimum <= 1
          ? { key: 'forms.errors.required' }
          : { key: 'forms.errors.tooShort', params: { count: minimum } };
      }
      if (origin === 'array' || origin === 'set') {
        return minimum <= 1
          ? { key: 'forms.errors.required' }
          : { key: 'forms.errors.tooFew', params: { count: minimum } };
      }
      return { key: 'forms.errors.tooSmall', params: { min: minimum } };
    }
    case 'too_big': {
      const maximum = bound(issue.maximum);
      if (origin === 'string') return { key: 'forms.errors.tooLong', params: { count: maximum } };
      if (origin === 'array' || origin === 'set') {
        return { key: 'forms.errors.tooMany', params: { count: maximum } };
      }
      return { key: 'forms.errors.tooBig', params: { max: maximum } };
    }
    default:
      return { key: 'forms.errors.invalid' };
  }
}

/**
 * The error map forms validate with (`formResolver` passes it to zod): each issue becomes a
 * `formMessage`, translated where it is shown. Messages a schema sets itself take precedence.
 */
export const formIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const { key, params } = formErrorOf(issue);
  return formMessage(key, params);
};

/** The text of a field error in the current language; numbers in the language's digits. */
export function formErrorText(
  i18n: Pick<I18n, 't' | 'exists' | 'language'>,
  error: { message?: string | undefined } | undefined,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const parsed = parseFormMessage(message);
  if (parsed) {
    const numbers = numberFormat(i18n.language);
    const params = Object.fromEntries(
      Object.entries(parsed.params ?? {}).map(([name, value]) => [
        name,
        // `count` stays a number: i18next chooses plural forms by it
        typeof value === 'number' && name !== 'count' ? numbers.format(value) : value,
      ]),
    );
    return (i18n.t as (key: string, options?: object) => string)(parsed.key, params);
  }
  if (message && i18n.exists(message)) return (i18n.t as (key: string) => string)(message);
  return message || (i18n.t as (key: string) => string)('forms.errors.invalid');
}

/**
 * `const errorText = useFormErrorText();` then `error={errorText(errors.email)}`: a field error
 * of react-hook-form (or any `{ message }`) as text in the current language.
 */
export function useFormErrorText() {
  const { i18n } = useTranslation();
  return useCallback(
    (error: { message?: string | undefined } | undefined) => formErrorText(i18n, error),
    // the language is a dependency: the text changes when it does
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.language],
  );
}
