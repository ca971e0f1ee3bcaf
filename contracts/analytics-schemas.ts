// The analytics payloads, one schema each: required fields, types, finite numbers, known names,
// string caps (a stack is cut, not refused). Unknown fields are refused. Every message names its
// field. Full zod (not zod/mini): only the functions run these schemas; the app imports types.
import { z } from 'zod';
import {
  HTTP_METHODS,
  MAX_CONTEXT_CHARS,
  MAX_EVENT_PROPERTIES,
  MAX_ID_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_METRIC_VALUE,
  MAX_NAME_CHARS,
  MAX_PROPERTY_CHARS,
  MAX_STACK_CHARS,
  MAX_TIMESTAMP_MS,
  MAX_URL_CHARS,
  MAX_USER_AGENT_CHARS,
  MIN_TIMESTAMP_MS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type AnalyticsKind,
} from './analytics.js';

/** Marks the cut end of a stack longer than MAX_STACK_CHARS. */
export const TRUNCATION_MARK = '\n… (truncated)';
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const SLUG = /^[A-Za-z][A-Za-z0-9_.:-]*$/;
const EVENT_NAME = /^[a-z][a-z0-9_]*$/;
const PROPERTY_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

type Issue = { input?: unknown };
const typed = (what: string) => ({
  error: (issue: Issue) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

const text = (max: number) =>
  z
    .string(typed('a string'))
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

const slug = (max: number) =>
  text(max).regex(SLUG, 'must start with a letter and hold only letters, digits, _ . : or -');

const number = () => z.number(typed('a finite number'));

const url = text(MAX_URL_CHARS).refine(
  (value) => /^https?:\/\//.test(value) || value.startsWith('/'),
  'must be an http(s) address or a path starting with /',
);

const timestamp = number()
  .int('must be whole milliseconds since 1970')
  .min(MIN_TIMESTAMP_MS, 'must be a time after the year 2000 in milliseconds')
  .max(MAX_TIMESTAMP_MS, 'must be a time before the year 2100 in milliseconds');

const metricValue = number()
  .min(-MAX_METRIC_VALUE, `must be between -${MAX_METRIC_VALUE} and ${MAX_METRIC_VALUE}`)
  .max(MAX_METRIC_VALUE, `must be between -${MAX_METRIC_VALUE} and ${MAX_METRIC_VALUE}`);

const userAgent = text(MAX_USER_AGENT_CHARS);

const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, typed('a JSON object'));

const webVitalSchema = strict({
  name: z.enum(WEB_VITAL_NAMES, typed(`one of ${WEB_VITAL_NAMES.join(', ')}`)),
  value: number().min(0, 'must not be negative').max(MAX_METRIC_VALUE, 'is too large'),
  id: text(MAX_ID_CHARS),
  delta: metricValue,
  rating: z.enum(WEB_VITAL_RATINGS, typed(`one of ${WEB_VITAL_RATINGS.join(', ')}`)),
  url,
  timestamp,
  userAgent,
});

const customMetricSchema = strict({
  name: slug(MAX_NAME_CHARS),
  value: metricValue,
  category: slug(MAX_NAME_CHARS),
  url,
  timestamp,
});

const apiMetricSchema = strict({
  url,
  method: z.enum(HTTP_METHODS, typed(`one of ${HTTP_METHODS.join(', ')}`)),
  duration: number().min(0, 'must not be negative').max(MAX_METRIC_VALUE, 'is too large'),
  status: number()
    .int('must be a whole number')
    .min(0, 'must be an HTTP status (0 to 599)')
    .max(599, 'must be an HTTP status (0 to 599)'),
  timestamp,
});

const errorSchema = strict({
  message: text(MAX_MESSAGE_CHARS),
  // A stack may be missing (a rejection with a plain value); a long one is cut, never refused.
  stack: z
    .string(typed('a string'))
    .nullish()
    .transform((stack) => {
      const value = stack ?? '';
      return value.length > MAX_STACK_CHARS
        ? value.slice(0, MAX_STACK_CHARS - TRUNCATION_MARK.length) + TRUNCATION_MARK
        : value;
    }),
  context: text(MAX_CONTEXT_CHARS),
  url,
  userAgent,
  timestamp,
});

const propertyValue = z.unknown().superRefine((value, ctx) => {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) ctx.addIssue({ code: 'custom', message: 'must be finite' });
    return;
  }
  if (typeof value === 'string') {
    if (value.length > MAX_PROPERTY_CHARS)
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_PROPERTY_CHARS} characters` });
    else if (EMAIL.test(value))
      ctx.addIssue({ code: 'custom', message: 'must not hold an email address' });
    return;
  }
  ctx.addIssue({ code: 'custom', message: 'must be a string, a number, true, false or null' });
});

const eventSchema = strict({
  eventName: text(MAX_NAME_CHARS).regex(
    EVENT_NAME,
    'must be snake_case: lowercase letters, digits and _',
  ),
  properties: z
    .record(
      z.string().regex(PROPERTY_KEY, 'must be a name of letters, digits and _ (at most 40)'),
      propertyValue,
      typed('an object of names to values'),
    )
    .refine(
      (record) => Object.keys(record).length <= MAX_EVENT_PROPERTIES,
      `must hold at most ${MAX_EVENT_PROPERTIES} entries`,
    )
    .default({}),
  url,
  timestamp,
});

export const SCHEMAS = {
  'web-vitals': webVitalSchema,
  'custom-metrics': customMetricSchema,
  'api-metrics': apiMetricSchema,
  errors: errorSchema,
  events: eventSchema,
} satisfies Record<AnalyticsKind, z.ZodType>;

export type AnalyticsPayload = z.output<(typeof SCHEMAS)[AnalyticsKind]>;

export type WebVitalPayload = z.input<typeof webVitalSchema>;
export type CustomMetricPayload = z.input<typeof customMetricSchema>;
export type ApiMetricPayload = z.input<typeof apiMetricSchema>;
export type ErrorPayload = z.input<typeof errorSchema>;
export type EventPayload = z.input<typeof eventSchema>;
