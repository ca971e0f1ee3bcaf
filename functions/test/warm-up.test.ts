// Warming the Firestore triggers before the tests (scripts/lib/warm-functions.ts): the running
// functions emulator lists every trigger of functions/src/index.ts, and each takes its warming
// event (a document nobody has, no data) as nothing to do: it answers 200, its worker stays up,
// and nothing is written.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import {
  firestoreTriggers,
  WARM_UP_ID,
  warmingEvent,
  warmTrigger,
  type FirestoreTrigger,
} from '../../scripts/lib/warm-functions.ts';

let app: App;
let db: Firestore;
let triggers: FirestoreTrigger[];

beforeAll(async () => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `warm-up-${Date.now()}`);
  db = getFirestore(app);
  triggers = await firestoreTriggers();
});
afterAll(async () => {
  await deleteApp(app);
});

describe('warming the Firestore triggers', () => {
  it('finds every Firestore trigger the functions export', async () => {
    const index = await import('../src/index.ts');
    const exported = Object.entries(index)
      .filter(([, value]) => {
        const endpoint = (value as { __endpoint?: { eventTrigger?: { eventType?: string } } })
          .__endpoint;
        return endpoint?.eventTrigger?.eventType?.startsWith('google.cloud.firestore.') ?? false;
      })
      .map(([name]) => `us-central1-${name}`)
      .sort();
    expect(exported.length).toBeGreaterThanOrEqual(14);
    expect(triggers.map((trigger) => trigger.id).sort()).toEqual(exported);
  });

  it('each takes its warming event as nothing to do and writes nothing', async () => {
    for (const trigger of triggers) {
      expect({ trigger: trigger.id, status: await warmTrigger(trigger) }).toEqual({
        trigger: trigger.id,
        status: 200,
      });
      const document = warmingEvent(trigger).document;
      expect({ document, exists: (await db.doc(document).get()).exists }).toEqual({
        document,
        exists: false,
      });
    }
    // nor what the handlers would have written about such documents: the company's and the
    // interview's subcollections (deliveries, invitations), the applicant's mail, a discount
    for (const parent of [`companies/${WARM_UP_ID}`, `interviews/${WARM_UP_ID}`]) {
      expect({ parent, collections: (await db.doc(parent).listCollections()).length }).toEqual({
        parent,
        collections: 0,
      });
    }
    const mails = await db
      .collection('mail')
      .where(FieldPath.documentId(), '>=', `application_${WARM_UP_ID}`)
      .where(FieldPath.documentId(), '<', `application_${WARM_UP_ID}\uf8ff`)
      .get();
    expect(mails.size).toBe(0);
    expect(
      (await db.collection('discounts').where('feedbackId', '==', WARM_UP_ID).get()).size,
    ).toBe(0);
  });
});
