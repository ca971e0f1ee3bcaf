// The inbox's filters: the form as its inputs give them, its check, and the query they stand for.
import * as z from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';

export const inboxFormSchema = z
  .object({
    component: z.string(),
    /** Dates as the date inputs give them: `2026-11-22`, or empty. */
    from: z.string(),
    to: z.string(),
  })
  .check(
    z.refine((form) => !form.from || !form.to || form.from <= form.to, {
      path: ['from'],
      error: formMessage('feedbackAdmin.inbox.invalidRange'),
    }),
  );
export type InboxForm = z.infer<typeof inboxFormSchema>;

export const EMPTY_INBOX_FORM: InboxForm = { component: '', from: '', to: '' };

export interface InboxFilters {
  component?: string;
  from?: Date;
  to?: Date;
}

/** The form → the query's filters; dates cover whole local days. */
export function toInboxFilters(form: InboxForm): InboxFilters {
  return {
    ...(form.component ? { component: form.component } : {}),
    ...(form.from ? { from: new Date(`${form.from}T00:00:00`) } : {}),
    ...(form.to ? { to: new Date(`${form.to}T23:59:59.999`) } : {}),
  };
}
