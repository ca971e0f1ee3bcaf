// A trigger's warming event: a CloudEvent of the trigger's own type about a document nobody has
// (every wildcard of its path is WARM_UP_ID), without data, so its handler has nothing to do.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from './emulator-config.ts';
import { WARM_UP_ID, warmingEvent } from './warm-functions.ts';

describe('warmingEvent', () => {
  const trigger = {
    id: 'us-central1-deliverWebhook',
    eventType: 'google.cloud.firestore.document.v1.created',
    document: 'companies/{companyId}/webhookDeliveries/{deliveryId}',
  };

  it('is about the trigger’s document with each wildcard the warm-up id, of its type', () => {
    const event = warmingEvent(trigger);
    expect(event.document).toBe(`companies/${WARM_UP_ID}/webhookDeliveries/${WARM_UP_ID}`);
    expect(event.type).toBe(trigger.eventType);
    expect(event.source).toBe(
      `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
    );
    expect(event).toMatchObject({ specversion: '1.0', database: '(default)', project: PROJECT_ID });
  });

  it('carries no data, and a fixed path is left as it is', () => {
    const event = warmingEvent({
      ...trigger,
      document: 'companies/{companyId}/settings/responsePromise',
    });
    expect(event).not.toHaveProperty('data');
    expect(event).not.toHaveProperty('datacontenttype');
    expect(event.document).toBe(`companies/${WARM_UP_ID}/settings/responsePromise`);
  });

  it('has an id of its own per trigger', () => {
    expect(warmingEvent(trigger).id).not.toBe(
      warmingEvent({ ...trigger, id: 'us-central1-sendMail' }).id,
    );
  });
});
