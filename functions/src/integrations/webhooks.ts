// The webhook callables (contracts/integrations.ts): a team member with canManageIntegrations
// registers, changes, deletes an endpoint, makes it a new secret, or sends it a test event. The
// secret is answered once (on creation or rotation) and otherwise kept in webhookSecrets/{id},
// which no client reads; the webhook shows its last four characters.
import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  WEBHOOK_LIMITS,
  docPaths,
  pathOf,
  webhookUrlProblem,
  type CallableError,
  type CreateWebhookResult,
  type RotateWebhookSecretResult,
  type SendTestEventResult,
  type WebhookEvent,
  type WebhookUrlProblem,
  type CallableInput,
} from '../contracts.js';
import { refusal, type Caller } from '../lib/callable.js';
import { requireCompany, requireTeam, teamAccess } from '../lib/team-access.js';
import { allowsLocalHttp } from './deliver.js';
import { deliveryIdOf, queueDelivery } from '../lib/webhooks/emit.js';
import { newWebhookSecret, secretHintOf } from './signature.js';

const URL_REFUSALS: Record<WebhookUrlProblem, CallableError> = {
  invalid: 'webhook-url-invalid',
  insecure: 'webhook-url-insecure',
  private: 'webhook-url-private',
  port: 'webhook-url-port',
};

/** The URL as an endpoint may have it, or a refusal naming the rule it breaks. */
function checkedUrl(url: string): string {
  const problem = webhookUrlProblem(url, { allowLocalHttp: allowsLocalHttp() });
  if (problem)
    throw refusal(URL_REFUSALS[problem], `This URL cannot receive webhooks (${problem})`);
  return url;
}

/** Each event once, in the order given. */
const distinct = (events: readonly WebhookEvent[]) => [...new Set(events)];

const webhookRef = (firestore: Firestore, companyId: string, webhookId: string) =>
  firestore.doc(pathOf(docPaths.webhook(companyId, webhookId)));
const secretRef = (firestore: Firestore, webhookId: string) =>
  firestore.doc(pathOf(docPaths.webhookSecret(webhookId)));

/** Refuses unless the caller has canManageIntegrations in the (existing) company. */
async function requireIntegrations(firestore: Firestore, caller: Caller, companyId: string) {
  const access = await teamAccess(firestore, firestore, caller, companyId);
  requireTeam(access, 'canManageIntegrations');
  requireCompany(access);
  return access;
}

/** The company's webhook, or not-found. */
async function existingWebhook(firestore: Firestore, companyId: string, webhookId: string) {
  const webhook = await webhookRef(firestore, companyId, webhookId).get();
  if (!webhook.exists) throw refusal('not-found', 'There is no such webhook');
  return webhook;
}

export async function createWebhook(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'createWebhook'>,
): Promise<CreateWebhookResult> {
  await requireIntegrations(firestore, caller, input.companyId);
  const url = checkedUrl(input.url);
  const secret = newWebhookSecret();
  const collection = firestore.collection(pathOf(docPaths.webhooks(input.companyId)));
  const ref = collection.doc();
  await firestore.runTransaction(async (tx) => {
    // read in the transaction: two creations at once cannot both be the tenth
    const existing = await tx.get(collection.select());
    if (existing.size >= WEBHOOK_LIMITS.perCompany) {
      throw refusal(
        'webhook-limit-reached',
        `A company has at most ${WEBHOOK_LIMITS.perCompany} webhooks`,
      );
    }
    const now = FieldValue.serverTimestamp();
    tx.create(ref, {
      url,
      events: distinct(input.events),
      active: true,
      description: input.description ?? '',
      secretHint: secretHintOf(secret),
      createdAt: now,
      createdBy: caller.uid,
      updatedAt: now,
      secretCreatedAt: now,
    });
    tx.create(secretRef(firestore, ref.id), {
      companyId: input.companyId,
      secret,
      createdAt: now,
    });
  });
  return { webhookId: ref.id, secret };
}

export async function updateWebhook(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'updateWebhook'>,
): Promise<{ webhookId: string }> {
  await requireIntegrations(firestore, caller, input.companyId);
  await existingWebhook(firestore, input.companyId, input.webhookId);
  const changes: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (input.url !== undefined) changes.url = checkedUrl(input.url);
  if (input.events !== undefined) changes.events = distinct(input.events);
  if (input.active !== undefined) changes.active = input.active;
  if (input.description !== undefined) changes.description = input.description;
  await webhookRef(firestore, input.companyId, input.webhookId).update(changes);
  return { webhookId: input.webhookId };
}

export async function deleteWebhook(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'deleteWebhook'>,
): Promise<{ webhookId: string }> {
  await requireIntegrations(firestore, caller, input.companyId);
  await existingWebhook(firestore, input.companyId, input.webhookId);
  // its deliveries stay, as the record of what was sent; queued ones fail (deliver.ts)
  const batch = firestore.batch();
  batch.delete(webhookRef(firestore, input.companyId, input.webhookId));
  batch.delete(secretRef(firestore, input.webhookId));
  await batch.commit();
  return { webhookId: input.webhookId };
}

export async function rotateWebhookSecret(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'rotateWebhookSecret'>,
): Promise<RotateWebhookSecretResult> {
  await requireIntegrations(firestore, caller, input.companyId);
  await existingWebhook(firestore, input.companyId, input.webhookId);
  const secret = newWebhookSecret();
  const now = FieldValue.serverTimestamp();
  const batch = firestore.batch();
  batch.update(webhookRef(firestore, input.companyId, input.webhookId), {
    secretHint: secretHintOf(secret),
    secretCreatedAt: now,
    updatedAt: now,
  });
  batch.set(secretRef(firestore, input.webhookId), {
    companyId: input.companyId,
    secret,
    createdAt: now,
  });
  await batch.commit();
  return { secret };
}

export async function sendTestEvent(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'sendTestEvent'>,
): Promise<SendTestEventResult> {
  await requireIntegrations(firestore, caller, input.companyId);
  const webhook = await existingWebhook(firestore, input.companyId, input.webhookId);
  const eventId = `ping-${randomUUID()}`;
  await queueDelivery(firestore, {
    companyId: input.companyId,
    webhookId: input.webhookId,
    url: String(webhook.get('url') ?? ''),
    type: 'ping',
    eventId,
    data: { webhookId: input.webhookId, message: 'A test event sent from the integrations page.' },
  });
  return { deliveryId: deliveryIdOf(eventId, input.webhookId) };
}
