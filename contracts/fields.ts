// Field shapes that several documents share.
import * as z from 'zod/mini';

/**
 * A Firestore timestamp as either SDK reads it (the web SDK's and the Admin SDK's `Timestamp`
 * classes both have `toMillis` and `toDate`). Writes use the SDK's own server timestamp.
 */
export interface TimestampLike {
  toMillis(): number;
  toDate(): Date;
}

export const timestampField = z.custom<TimestampLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<TimestampLike>).toMillis === 'function',
  { message: 'must be a timestamp' },
);

/** The field names of an object schema, in declaration order. */
export function fieldNames(schema: { def: { shape: Record<string, unknown> } }): string[] {
  return Object.keys(schema.def.shape);
}

export const DAY_MS = 86_400_000;

/** The longest email address stored anywhere (sign-in reports, invitations, applicants). */
export const EMAIL_MAX_LENGTH = 320;

/** The schemas of an object's fields, as zod (mini or classic) keeps them. */
interface ObjectSchema {
  def: {
    shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
  };
}

/**
 * A reader of stored data that never throws: each field of `empty` is parsed with its schema, and
 * a missing or mistyped value reads as the empty one. Fields not in `empty` are left out.
 */
export function lenientReader<T extends Record<string, unknown>>(
  schema: ObjectSchema,
  empty: T,
): (data: Record<string, unknown>) => T {
  return (data) => {
    const read: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(empty)) {
      const field = schema.def.shape[key];
      const parsed = field?.safeParse(data[key]);
      read[key] = parsed?.success ? parsed.data : fallback;
    }
    return read as T;
  };
}
