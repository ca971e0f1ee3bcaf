// Validation of analytics request bodies with the contracts' schema per endpoint.
import { z } from 'zod';
import {
  MAX_PAYLOADS_PER_REQUEST,
  SCHEMAS,
  type AnalyticsKind,
  type AnalyticsPayload,
} from '../contracts.js';

export { TRUNCATION_MARK } from '../contracts.js';

function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name;
}

/** The first problem, as `field: what is wrong` (the field `body` when it is the whole body). */
function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body: invalid';
  if (issue.code === 'unrecognized_keys') {
    const prefix = fieldName(issue.path);
    return `${prefix ? `${prefix}.` : ''}${issue.keys[0] ?? ''}: is not a known field`;
  }
  if (issue.code === 'invalid_key') {
    const key = fieldName(issue.path);
    const inner = issue.issues[0]?.message ?? 'is not a valid name';
    return `${key}: ${inner}`;
  }
  return `${fieldName(issue.path) || 'body'}: ${issue.message}`;
}

type Validation = { ok: true; payloads: AnalyticsPayload[] } | { ok: false; message: string };

/** Validates a parsed body: one payload, or an array of 1 to MAX_PAYLOADS_PER_REQUEST payloads. */
export function validatePayloads(kind: AnalyticsKind, body: unknown): Validation {
  const schema = SCHEMAS[kind];
  const items = Array.isArray(body) ? body : [body];
  if (Array.isArray(body)) {
    if (body.length === 0) return { ok: false, message: 'body: must hold at least one payload' };
    if (body.length > MAX_PAYLOADS_PER_REQUEST)
      return {
        ok: false,
        message: `body: must hold at most ${MAX_PAYLOADS_PER_REQUEST} payloads`,
      };
  }
  if (items.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
    const index = items.findIndex(
      (item) => item === null || typeof item !== 'object' || Array.isArray(item),
    );
    const where = Array.isArray(body) ? `[${index}]` : 'body';
    return { ok: false, message: `${where}: must be a JSON object` };
  }
  const result = z.array(schema).safeParse(items);
  if (!result.success) {
    const message = describe(result.error);
    // a single payload's fields are named without the array index
    return { ok: false, message: Array.isArray(body) ? message : message.replace(/^\[0\]\.?/, '') };
  }
  return { ok: true, payloads: result.data };
}
