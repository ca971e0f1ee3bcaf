// The explorer's and the reports' filters: the form as the inputs give it, its check, and the
// query filters it stands for.
import * as z from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import { DAY_MS } from '../constants';
import type { AuditQuery } from '../types';

/** A typed id is at most this long (Firestore ids and uids are far shorter). */
export const FILTER_ID_MAX_LENGTH = 200;

const optionalId = z.string().check(z.maxLength(FILTER_ID_MAX_LENGTH));

const filterFormSchema = z.object({
  userId: optionalId,
  action: z.string(),
  targetResourceId: optionalId,
  /** Dates as the date inputs give them: `2026-11-22`, or empty. */
  from: z.string(),
  to: z.string(),
});
export type FilterForm = z.infer<typeof filterFormSchema>;

/** A period of whole local days; the range runs forwards, and the error shows at "From". */
export const rangeCheck = z.refine<{ from: string; to: string }>(
  (form) => !form.from || !form.to || form.from <= form.to,
  { path: ['from'], error: formMessage('audit.invalidRange') },
);

export const filtersSchema = filterFormSchema.check(rangeCheck);

export const EMPTY_FILTER_FORM: FilterForm = {
  userId: '',
  action: '',
  targetResourceId: '',
  from: '',
  to: '',
};

export type AuditFilters = Omit<AuditQuery, 'after' | 'limit'>;

/** The start of a local day `YYYY-MM-DD`. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00`);
/** The last instant of a local day `YYYY-MM-DD`. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`);

/** Form fields → query filters; dates cover whole local days. */
export function toFilters(form: FilterForm): AuditFilters {
  const userId = form.userId.trim();
  const targetResourceId = form.targetResourceId.trim();
  return {
    ...(userId ? { userId } : {}),
    ...(form.action ? { action: form.action } : {}),
    ...(targetResourceId ? { targetResourceId } : {}),
    ...(form.from ? { from: startOfDay(form.from) } : {}),
    ...(form.to ? { to: endOfDay(form.to) } : {}),
  };
}

/** The filters as an audit entry's metadata records them (plain values; dates as ISO text). */
export function filtersMetadata(filters: AuditFilters): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (filters.userId) metadata.userId = filters.userId;
  if (filters.action) metadata.action = filters.action;
  if (filters.targetResourceId) metadata.targetResourceId = filters.targetResourceId;
  if (filters.from) metadata.from = filters.from.toISOString();
  if (filters.to) metadata.to = filters.to.toISOString();
  return metadata;
}

/** A local day as a date input writes it. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to `now`, today included, as the date inputs write them. */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  return { from: dayText(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayText(now) };
}
