import * as z from 'zod/mini';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  webhookUrlProblem,
  type WebhookDeliveryStatus,
  type WebhookUrlProblem,
} from '@contracts/integrations';
import { formMessage } from '@/lib/forms/form-errors';
import type { Webhook, WebhookFormValues } from '../types';

const urlRule = (allowLocalHttp: boolean, problem: WebhookUrlProblem) =>
  z.refine<string>((value) => webhookUrlProblem(value, { allowLocalHttp }) !== problem, {
    error: formMessage(`integrations.form.errors.url-${problem}`),
  });

/**
 * The add / edit form, with the server's URL rules (contracts/integrations.ts): https with a host
 * name on the standard port, no private address; `allowLocalHttp` (the emulator) lets http://localhost through too.
 */
export const webhookFormSchema = (allowLocalHttp: boolean) =>
  z.object({
    url: z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(WEBHOOK_LIMITS.urlMax),
        urlRule(allowLocalHttp, 'invalid'),
        urlRule(allowLocalHttp, 'private'),
        urlRule(allowLocalHttp, 'insecure'),
        urlRule(allowLocalHttp, 'port'),
      ),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .check(z.minLength(1, { error: formMessage('integrations.form.errors.events') })),
    description: z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMax)),
  });

/** The form's values for a new webhook (every event), or the webhook's own. */
export const formValuesOf = (webhook: Webhook | null): WebhookFormValues =>
  webhook
    ? { url: webhook.url, events: [...webhook.events], description: webhook.description }
    : { url: '', events: [...WEBHOOK_EVENTS], description: '' };

/** The badge class of a delivery's status. */
export const STATUS_TONES: Record<WebhookDeliveryStatus, string> = {
  pending: 'integrations-badge-neutral',
  delivering: 'integrations-badge-neutral',
  delivered: 'badge-success',
  retrying: 'integrations-badge-warning',
  failed: 'badge-danger',
};

/** The payload as indented JSON (or as stored, when it is not JSON). */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}
