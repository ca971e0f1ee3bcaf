import type {
  WebhookDeliveryStatus,
  WebhookDeliveryType,
  WebhookEvent,
} from '@contracts/integrations';

/** A webhook as the screen shows it; times as ISO text ('' when unknown). */
export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  description: string;
  /** The last four characters of its secret. */
  secretHint: string;
  createdAt: string;
  secretCreatedAt: string;
}

/** One event sent (or being sent) to one webhook. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  url: string;
  type: WebhookDeliveryType;
  /** The exact JSON body. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastDurationMs: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** The add / edit form's values. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}
