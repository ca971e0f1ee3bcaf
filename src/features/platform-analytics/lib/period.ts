// The overview's period: the form as its date inputs give it, its check, and the instants it covers.
import * as z from 'zod/mini';
import { DAY_MS } from '@contracts/fields';
import { OVERVIEW_MAX_DAYS, type AnalyticsOverviewInput } from '@contracts/platform-analytics';
import { formMessage } from '@/lib/forms/form-errors';

/** The period shown first: the last seven days, today included. */
const DEFAULT_PERIOD_DAYS = 7;

const day = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: formMessage('forms.errors.required') }));

export const periodFormSchema = z.object({ from: day, to: day }).check(
  z.refine((form) => form.from <= form.to, {
    path: ['from'],
    error: formMessage('platformAnalytics.invalidRange'),
  }),
  z.refine(
    (form) =>
      new Date(`${form.to}T00:00:00`).getTime() - new Date(`${form.from}T00:00:00`).getTime() <
      OVERVIEW_MAX_DAYS * DAY_MS,
    { path: ['from'], error: formMessage('platformAnalytics.rangeTooLong') },
  ),
);
export type PeriodForm = z.infer<typeof periodFormSchema>;

/** `2026-11-23` of a local date. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last DEFAULT_PERIOD_DAYS days up to `now`. */
export function defaultPeriod(now: Date): PeriodForm {
  const from = new Date(now);
  from.setDate(from.getDate() - (DEFAULT_PERIOD_DAYS - 1));
  return { from: dayText(from), to: dayText(now) };
}

/** Whole local days, from the start of the first to the end of the last. */
export function toPeriod(form: PeriodForm): AnalyticsOverviewInput {
  return {
    fromMs: new Date(`${form.from}T00:00:00`).getTime(),
    toMs: new Date(`${form.to}T23:59:59.999`).getTime(),
  };
}
